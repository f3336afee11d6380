import {
  MENSAGENS_CONTEUDO_PUBLICO as M,
  type TDepoimentoAdmin,
  type TItemLanding,
  type TipoItemLanding,
} from '@aprovei/shared/conteudo-publico/conteudo-publico.schemas';
import { Button, Group, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import {
  adminConteudoKeys,
  depoimentosAdminQueryOptions,
  excluirDepoimento,
  excluirItem,
  itensQueryOptions,
  ordenarDepoimentos,
  ordenarItens,
  salvarDepoimento,
  salvarItem,
} from '../api/conteudo-publico-admin.api';
import { DepoimentoForm } from './depoimento-form';
import { ItemForm } from './item-form';
import { ListaOrdenavel } from './lista-ordenavel';

const milhar = new Intl.NumberFormat('pt-BR');

const ABAS = {
  DESTAQUE: { rotulo: 'Destaques', novo: 'Novo destaque', vazio: 'Nenhum destaque.' },
  CONTADOR: { rotulo: 'Contadores', novo: 'Novo contador', vazio: 'Nenhum contador.' },
  APROVADO: { rotulo: 'Aprovados', novo: 'Novo aprovado', vazio: 'Nenhum aprovado.' },
} as const satisfies Record<TipoItemLanding, unknown>;

function nomeDoItem(i: TItemLanding): string {
  if (i.tipo === 'DESTAQUE') return i.dados.titulo;
  if (i.tipo === 'APROVADO') return i.dados.nome;
  return `${i.dados.prefixo}${i.dados.agrupar ? milhar.format(i.dados.fim) : i.dados.fim} ${i.dados.rotulo}`;
}
function detalheDoItem(i: TItemLanding): string {
  if (i.tipo === 'DESTAQUE') return i.dados.texto;
  if (i.tipo === 'APROVADO') return `${i.dados.aprovacao} · ${i.dados.ano}`;
  return `De ${milhar.format(i.dados.inicio)} a ${milhar.format(i.dados.fim)}, de ${i.dados.passo} em ${i.dados.passo} a cada ${i.dados.intervaloMs} ms`;
}

/**
 * Runs a write and refreshes the list; a move or a hide shows itself in the list, a deletion is also
 * confirmed by `sucesso`.
 */
async function escrever(acao: () => Promise<unknown>, atualizar: () => Promise<void>, sucesso?: string) {
  try {
    await acao();
    await atualizar();
    if (sucesso) await showSuccess(sucesso);
  } catch (error) {
    await atualizar();
    await showApiError(error, 'Não foi possível salvar.');
  }
}

function AbaItens({ tipo }: { tipo: TipoItemLanding }) {
  const lista = useQuery(itensQueryOptions(tipo));
  const queryClient = useQueryClient();
  const [aberto, setAberto] = useState<'novo' | TItemLanding | null>(null);
  const atualizar = () => queryClient.invalidateQueries({ queryKey: adminConteudoKeys.itens(tipo) });
  const aba = ABAS[tipo];
  return (
    <Stack gap="md" pt="md">
      <Group justify="flex-end">
        <Button onClick={() => setAberto('novo')}>{aba.novo}</Button>
      </Group>
      {lista.isPending ? (
        <Skeleton h={160} />
      ) : (
        <ListaOrdenavel<TItemLanding>
          registros={lista.data ?? []}
          nome={nomeDoItem}
          detalhe={detalheDoItem}
          vazio={aba.vazio}
          onOrdem={(ids) => void escrever(() => ordenarItens(tipo, ids), atualizar)}
          onVisivel={(i, visivel) =>
            void escrever(
              () => salvarItem(i.id, { tipo: i.tipo, dados: i.dados, visivel } as never),
              atualizar,
            )
          }
          onEditar={setAberto}
          onExcluir={async (i) => {
            if (await confirm(`Excluir “${nomeDoItem(i)}”?`, { danger: true }))
              await escrever(() => excluirItem(i.id), atualizar, M.excluido);
          }}
        />
      )}
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? aba.novo : `Editar: ${aba.rotulo.toLowerCase()}`}
        size="lg"
      >
        {aberto !== null && (
          <ItemForm
            key={aberto === 'novo' ? 'novo' : aberto.id}
            tipo={tipo}
            item={aberto === 'novo' ? undefined : aberto}
            onSalvo={async () => {
              setAberto(null);
              await atualizar();
            }}
            onCancelar={() => setAberto(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

function AbaDepoimentos() {
  const lista = useQuery(depoimentosAdminQueryOptions());
  const queryClient = useQueryClient();
  const [aberto, setAberto] = useState<'novo' | TDepoimentoAdmin | null>(null);
  const atualizar = () => queryClient.invalidateQueries({ queryKey: adminConteudoKeys.depoimentos });
  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          O retrato é desenhado com as iniciais do nome.
        </Text>
        <Button onClick={() => setAberto('novo')}>Novo depoimento</Button>
      </Group>
      {lista.isPending ? (
        <Skeleton h={160} />
      ) : (
        <ListaOrdenavel<TDepoimentoAdmin>
          registros={lista.data ?? []}
          nome={(d) => d.nome}
          detalhe={(d) => `${d.cargo}${d.todosOsProdutos ? ' · todos os produtos' : ''} — “${d.depoimento}”`}
          vazio="Nenhum depoimento."
          onOrdem={(ids) => void escrever(() => ordenarDepoimentos(ids), atualizar)}
          onVisivel={({ nome, cargo, depoimento, todosOsProdutos, id }, visivel) =>
            void escrever(
              () => salvarDepoimento(id, { nome, cargo, depoimento, todosOsProdutos, visivel }),
              atualizar,
            )
          }
          onEditar={setAberto}
          onExcluir={async (d) => {
            if (await confirm(`Excluir o depoimento de ${d.nome}?`, { danger: true }))
              await escrever(() => excluirDepoimento(d.id), atualizar, M.excluido);
          }}
        />
      )}
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? 'Novo depoimento' : 'Editar depoimento'}
        size="lg"
      >
        {aberto !== null && (
          <DepoimentoForm
            key={aberto === 'novo' ? 'novo' : aberto.id}
            depoimento={aberto === 'novo' ? undefined : aberto}
            onSalvo={async () => {
              setAberto(null);
              await atualizar();
            }}
            onCancelar={() => setAberto(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}

/**
 * The landing page's public content of this product (issue 22 §3): feature cards, counters, approved
 * students and testimonials, each list in the landing's order, each item visible or hidden.
 */
export function ConteudoPublicoPage() {
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') ?? 'DESTAQUE';
  return (
    <PaginaAdmin
      titulo="Conteúdo da página inicial"
      descricao="O que o visitante vê na página inicial deste produto, na ordem da lista. Itens ocultos ficam guardados aqui."
    >
      <Tabs
        value={aba}
        onChange={(v) => setParams({ aba: v ?? 'DESTAQUE' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {(Object.keys(ABAS) as TipoItemLanding[]).map((t) => (
            <Tabs.Tab key={t} value={t}>
              {ABAS[t].rotulo}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="DEPOIMENTOS">Depoimentos</Tabs.Tab>
        </Tabs.List>
        {(Object.keys(ABAS) as TipoItemLanding[]).map((t) => (
          <Tabs.Panel key={t} value={t}>
            <AbaItens tipo={t} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="DEPOIMENTOS">
          <AbaDepoimentos />
        </Tabs.Panel>
      </Tabs>
    </PaginaAdmin>
  );
}

import {
  MENSAGENS_CATALOGO_ADMIN,
  PAI_CATALOGO,
  ROTULOS_CATALOGO,
  TIPOS_CATALOGO,
  type TItemCatalogo,
  type TipoCatalogo,
  ZNovoItemCatalogo,
} from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import { Button, Group, List, Modal, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela } from '../../../components/admin/tabela-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import {
  adminCatalogoKeys,
  arvoreQueryOptions,
  criarItem,
  listaCatalogoQueryOptions,
  mesclarItens,
  renomearItem,
} from '../api/admin-catalogo.api';

const PLATAFORMAS = [
  { value: '1', label: 'Residência' },
  { value: '2', label: 'Concurso' },
  { value: '3', label: 'Medicina' },
];

/** The catalogue: one tab per list, the tree of a course, create, rename and merge duplicates. */
export function CatalogoAdminPage() {
  const [aba, setAba] = useState<string | null>('arvore');
  return (
    <PaginaAdmin
      titulo="Catálogo"
      descricao="Cursos, matérias, conteúdos e subconteúdos (a árvore dos filtros e do checklist), instituições, bancas e anos."
    >
      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="arvore">Árvore</Tabs.Tab>
          {TIPOS_CATALOGO.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {ROTULOS_CATALOGO[t].plural}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="arvore" pt="md">
          <Arvore />
        </Tabs.Panel>
        {TIPOS_CATALOGO.map((t) => (
          <Tabs.Panel key={t} value={t} pt="md">
            <ListaCatalogo tipo={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PaginaAdmin>
  );
}

/** The items a parent select offers: the platforms, or the parent kind's items. */
function usePais(tipo: TipoCatalogo) {
  const pai = PAI_CATALOGO[tipo];
  const lista = useQuery({
    ...listaCatalogoQueryOptions((pai ?? 'curso') as TipoCatalogo, { porPagina: 100, ordem: 'nome' }),
    enabled: pai !== undefined && pai !== 'plataforma',
  });
  if (pai === undefined) return null;
  if (pai === 'plataforma') return PLATAFORMAS;
  return (lista.data?.linhas ?? []).map((i) => ({
    value: String(i.id),
    label: i.paiNome ? `${i.nome} (${i.paiNome})` : i.nome,
  }));
}

function ListaCatalogo({ tipo }: { tipo: TipoCatalogo }) {
  const rotulo = ROTULOS_CATALOGO[tipo];
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'nome', direcao: 'asc' });
  const [busca, setBusca] = useState('');
  const [buscaEstavel] = useDebouncedValue(busca, 350);
  const [paiId, setPaiId] = useState<string | null>(null);
  const pais = usePais(tipo);
  const lista = useQuery(
    listaCatalogoQueryOptions(tipo, {
      ...estado,
      ordem: estado.ordem as 'nome' | 'id',
      busca: buscaEstavel,
      paiId: paiId ? Number(paiId) : undefined,
    }),
  );
  const queryClient = useQueryClient();
  const atualizar = () => queryClient.invalidateQueries({ queryKey: adminCatalogoKeys.all });
  const [mesclando, setMesclando] = useState<TItemCatalogo | null>(null);

  const renomear = async (item: TItemCatalogo) => {
    const nome = window.prompt(`Novo nome de '${item.nome}':`, item.nome)?.trim();
    if (!nome || nome === item.nome) return;
    try {
      await renomearItem(tipo, item.id, nome);
      await atualizar();
    } catch (error) {
      await showApiError(error, 'Não foi possível renomear.');
    }
  };

  return (
    <Stack gap="md">
      <NovoItem tipo={tipo} pais={pais} onCriado={atualizar} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Buscar"
          placeholder={`Nome do(a) ${rotulo.singular}`}
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        {pais && (
          <Select
            label="Dentro de"
            placeholder="Todos"
            data={pais}
            value={paiId}
            onChange={setPaiId}
            searchable
            clearable
            w={{ base: '100%', sm: 320 }}
          />
        )}
      </Group>
      <TabelaAdmin<TItemCatalogo>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nada encontrado."
        colunas={[
          { accessor: 'id', title: 'Id', sortable: true, width: 80 },
          { accessor: 'nome', title: 'Nome', sortable: true },
          ...(pais ? [{ accessor: 'paiNome' as const, title: 'Dentro de' }] : []),
          {
            accessor: 'acoes',
            title: '',
            textAlign: 'right',
            render: (item) =>
              tipo === 'ano' ? null : (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => void renomear(item)}>
                    Renomear
                  </Button>
                  <Button size="compact-xs" variant="subtle" onClick={() => setMesclando(item)}>
                    Mesclar
                  </Button>
                </Group>
              ),
          },
        ]}
      />
      <Modal
        opened={mesclando !== null}
        onClose={() => setMesclando(null)}
        title={`Mesclar ${rotulo.singular} repetido(a)`}
      >
        {mesclando && (
          <Mesclagem
            tipo={tipo}
            manter={mesclando}
            onFeito={async () => {
              setMesclando(null);
              await atualizar();
              await showSuccess(MENSAGENS_CATALOGO_ADMIN.mesclado);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function NovoItem({
  tipo,
  pais,
  onCriado,
}: {
  tipo: TipoCatalogo;
  pais: { value: string; label: string }[] | null;
  onCriado: () => Promise<unknown>;
}) {
  const form = useZodForm(ZNovoItemCatalogo, {
    initialValues: { nome: '', paiId: undefined as number | undefined },
  });
  const submit = form.onSubmit(async (valores) => {
    try {
      await criarItem(tipo, valores);
      form.reset();
      await onCriado();
    } catch (error) {
      if (!applyServerErrors(form, error)) await showApiError(error, 'Não foi possível cadastrar.');
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={`Novo(a) ${ROTULOS_CATALOGO[tipo].singular}`}
          placeholder={tipo === 'ano' ? '2027' : 'Nome'}
          {...form.getInputProps('nome')}
          w={{ base: '100%', sm: 280 }}
        />
        {pais && (
          <Select
            label="Dentro de"
            data={pais}
            searchable
            value={form.values.paiId ? String(form.values.paiId) : null}
            onChange={(v) => form.setFieldValue('paiId', v ? Number(v) : undefined)}
            error={form.errors.paiId}
            w={{ base: '100%', sm: 320 }}
          />
        )}
        <Button type="submit" mt={{ base: 0, sm: 25 }} loading={form.submitting}>
          Cadastrar
        </Button>
      </Group>
    </form>
  );
}

/** The merge dialog: pick the duplicate (same place in the tree); it goes into the item kept. */
function Mesclagem({
  tipo,
  manter,
  onFeito,
}: {
  tipo: TipoCatalogo;
  manter: TItemCatalogo;
  onFeito: () => Promise<void>;
}) {
  const [busca, setBusca] = useState('');
  const [buscaEstavel] = useDebouncedValue(busca, 300);
  const [removerId, setRemoverId] = useState<string | null>(null);
  const candidatos = useQuery(
    listaCatalogoQueryOptions(tipo, {
      porPagina: 50,
      busca: buscaEstavel,
      paiId: manter.paiId ?? undefined,
    }),
  );
  const opcoes = (candidatos.data?.linhas ?? [])
    .filter((i) => i.id !== manter.id)
    .map((i) => ({ value: String(i.id), label: `${i.nome} (id ${i.id})` }));
  const mesclar = async () => {
    if (!removerId) return;
    const remover = opcoes.find((o) => o.value === removerId)?.label;
    const ok = await confirm(
      `'${remover}' será apagado(a) e tudo o que aponta para ele(a) — questões, exercícios, simulados, e-books, checklists, estatísticas — passa para '${manter.nome}'.`,
      { title: 'Confirmar mesclagem' },
    );
    if (!ok) return;
    try {
      await mesclarItens(tipo, { manterId: manter.id, removerId: Number(removerId) });
      await onFeito();
    } catch (error) {
      await showApiError(error, 'Não foi possível mesclar.');
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        Fica: <b>{manter.nome}</b> (id {manter.id})
      </Text>
      <Select
        label="Repetido(a) a apagar"
        placeholder="Busque pelo nome"
        searchable
        searchValue={busca}
        onSearchChange={setBusca}
        data={opcoes}
        value={removerId}
        onChange={setRemoverId}
        nothingFoundMessage="Nada encontrado no mesmo lugar do catálogo."
      />
      <Group justify="flex-end">
        <Button color="red" disabled={!removerId} onClick={() => void mesclar()}>
          Mesclar
        </Button>
      </Group>
    </Stack>
  );
}

/** The subject → content → sub-content tree of one course. */
function Arvore() {
  const cursos = usePais('materia') ?? [];
  const [cursoId, setCursoId] = useState<string | null>(null);
  const arvore = useQuery({ ...arvoreQueryOptions(Number(cursoId)), enabled: cursoId !== null });
  return (
    <Stack gap="md">
      <Select
        label="Curso"
        placeholder="Escolha um curso"
        data={cursos}
        value={cursoId}
        onChange={setCursoId}
        searchable
        w={{ base: '100%', sm: 360 }}
      />
      {arvore.data && arvore.data.length === 0 && <Text c="dimmed">Este curso ainda não tem matérias.</Text>}
      {arvore.data && (
        <List spacing={4}>
          {arvore.data.map((m) => (
            <List.Item key={m.id}>
              <Text fw={600}>{m.nome}</Text>
              <List withPadding spacing={2}>
                {m.conteudos.map((c) => (
                  <List.Item key={c.id}>
                    {c.nome}
                    {c.subConteudos.length > 0 && (
                      <List withPadding size="sm">
                        {c.subConteudos.map((s) => (
                          <List.Item key={s.id}>{s.nome}</List.Item>
                        ))}
                      </List>
                    )}
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

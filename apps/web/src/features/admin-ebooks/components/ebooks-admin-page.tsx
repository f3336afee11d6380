import { MENSAGENS_EBOOK_ADMIN, type TEbookAdmin } from '@aprovei/shared/ebook/ebook-admin.schemas';
import { Badge, Button, Group, Loader, Modal, Select } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CampoBusca } from '../../../components/admin/campo-busca';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { confirm, showApiError, showSuccess } from '../../../components/dialogs';
import { formatCentavos, formatDate } from '../../../lib/formatters';
import {
  adminEbooksKeys,
  cadastrarEbook,
  ebookAdminQueryOptions,
  ebooksAdminQueryOptions,
  retirarEbook,
  salvarEbook,
} from '../api/admin-ebooks.api';
import { EbookForm } from './ebook-form';

const FILTROS = ['busca', 'ativo'] as const;
const SITUACOES = [
  { value: 'true', label: 'À venda' },
  { value: 'false', label: 'Retirados' },
];

/** The e-books of the store (on sale and retired): add one with its PDF and cover, edit, retire. */
export function EbooksAdminPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [aberto, setAberto] = useState<'novo' | number | null>(null);

  const lista = useQuery(
    ebooksAdminQueryOptions({
      ...estado,
      ordem: estado.ordem as 'nome' | 'criadoEm' | 'valorCentavos',
      busca: filtros.busca,
      ativo: filtros.ativo === undefined ? undefined : filtros.ativo === 'true',
    }),
  );
  const queryClient = useQueryClient();
  const atualizar = () => queryClient.invalidateQueries({ queryKey: adminEbooksKeys.all });

  return (
    <PaginaAdmin
      titulo="E-books"
      descricao="Os livros da loja: PDF, capa, preço e páginas grátis. A cópia do aluno sai carimbada com o nome e o CPF."
      acoes={<Button onClick={() => setAberto('novo')}>Novo e-book</Button>}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <CampoBusca
          valor={filtros.busca}
          onBusca={(busca) => mudarFiltros({ busca })}
          placeholder="Título ou autor"
        />
        <Select
          label="Situação"
          placeholder="Todos"
          data={SITUACOES}
          value={filtros.ativo ?? null}
          onChange={(v) => mudarFiltros({ ativo: v })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <TabelaAdmin<TEbookAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum e-book encontrado."
        onLinha={(e) => setAberto(e.id)}
        colunas={[
          { accessor: 'nome', title: 'Título', sortable: true },
          { accessor: 'autor', title: 'Autor', visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})` },
          {
            accessor: 'materia',
            title: 'Matéria',
            render: (e) => e.materia.nome,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
          },
          {
            accessor: 'valorCentavos',
            title: 'Preço',
            sortable: true,
            render: (e) => formatCentavos(e.valorCentavos),
          },
          {
            accessor: 'paginasGratis',
            title: 'Páginas',
            render: (e) => `${e.paginasGratis} grátis de ${e.numPaginas}`,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'compras',
            title: 'Compras',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'ativo',
            title: 'Situação',
            noWrap: true,
            render: (e) => (
              <Badge color={e.ativo ? 'green' : 'gray'} variant="light" style={{ overflow: 'visible' }}>
                {e.ativo ? 'À venda' : 'Retirado'}
              </Badge>
            ),
          },
          {
            accessor: 'criadoEm',
            title: 'Cadastro',
            sortable: true,
            render: (e) => formatDate(e.criadoEm),
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
          },
        ]}
      />
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? 'Novo e-book' : 'Editar e-book'}
        size="lg"
      >
        {aberto === 'novo' && (
          <EbookForm
            onCancelar={() => setAberto(null)}
            enviar={async (form) => {
              await cadastrarEbook(form);
              setAberto(null);
              await atualizar();
              await showSuccess(MENSAGENS_EBOOK_ADMIN.criado);
            }}
          />
        )}
        {typeof aberto === 'number' && (
          <EdicaoEbook
            id={aberto}
            onFechar={async (mensagem) => {
              setAberto(null);
              await atualizar();
              if (mensagem) await showSuccess(mensagem);
            }}
          />
        )}
      </Modal>
    </PaginaAdmin>
  );
}

function EdicaoEbook({ id, onFechar }: { id: number; onFechar: (mensagem?: string) => Promise<void> }) {
  const ebook = useQuery(ebookAdminQueryOptions(id));
  if (!ebook.data) return <Loader />;
  const retirar = async () => {
    const ok = await confirm(`Retirar '${ebook.data.nome}' da loja? Quem já comprou continua a lê-lo.`, {
      title: 'Retirar e-book',
    });
    if (!ok) return;
    try {
      await retirarEbook(id);
      await onFechar(MENSAGENS_EBOOK_ADMIN.retirado);
    } catch (error) {
      await showApiError(error, 'Não foi possível retirar o e-book.');
    }
  };
  return (
    <>
      <EbookForm
        ebook={ebook.data}
        onCancelar={() => void onFechar()}
        enviar={async (form) => {
          await salvarEbook(id, form);
          await onFechar(MENSAGENS_EBOOK_ADMIN.salvo);
        }}
      />
      {ebook.data.ativo && (
        <Button variant="subtle" color="red" mt="md" onClick={() => void retirar()}>
          Retirar da loja
        </Button>
      )}
    </>
  );
}

import type { TProdutoAdmin } from '@aprovei/shared/negocio/negocio-admin.schemas';
import { Button, Group, Modal } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { formatCentavos } from '../../../lib/formatters';
import { adminNegocioKeys, produtosAdminQueryOptions } from '../api/admin-negocio.api';
import { NOMES_ENTREGA, ProdutoForm } from './produto-form';
import { FiltroSituacaoVenda, situacaoVenda } from './situacao-venda';

const FILTROS = ['ativo'] as const;

/** The add-on products the checkout offers with the plans: send packs, services and files. */
export function ProdutosPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'id' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const [aberto, setAberto] = useState<'novo' | TProdutoAdmin | null>(null);
  const lista = useQuery(
    produtosAdminQueryOptions({
      ...estado,
      ordem: estado.ordem as 'id' | 'nomeProduto' | 'valorCentavos',
      ativo: filtros.ativo === undefined ? undefined : filtros.ativo === 'true',
    }),
  );
  const queryClient = useQueryClient();
  const fechar = async () => {
    setAberto(null);
    await queryClient.invalidateQueries({ queryKey: adminNegocioKeys.produtos });
  };

  return (
    <PaginaAdmin
      titulo="Produtos adicionais"
      descricao="Oferecidos no checkout junto com o plano ('Oportunidade, aproveite e leve também!'): pacotes de envios de questão aberta, serviços e arquivos PDF."
      acoes={<Button onClick={() => setAberto('novo')}>Novo produto</Button>}
    >
      <Group gap="sm" align="flex-end">
        <FiltroSituacaoVenda valor={filtros.ativo ?? null} onChange={(v) => mudarFiltros({ ativo: v })} />
      </Group>
      <TabelaAdmin<TProdutoAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum produto encontrado."
        onLinha={(p) => setAberto(p)}
        colunas={[
          { accessor: 'nomeProduto', title: 'Produto', sortable: true },
          {
            accessor: 'tipoEntrega',
            title: 'Entrega',
            render: (p) =>
              p.tipoEntrega === 'ENVIOS_QUESTAO_ABERTA'
                ? `${p.enviosQuestaoAberta} envios de questão aberta`
                : NOMES_ENTREGA[p.tipoEntrega],
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'valorCentavos',
            title: 'Preço',
            sortable: true,
            render: (p) => formatCentavos(p.valorCentavos),
          },
          {
            accessor: 'vendas',
            title: 'Vendas',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          { accessor: 'ativo', title: 'Situação', render: (p) => situacaoVenda(p.ativo) },
        ]}
      />
      <Modal
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        title={aberto === 'novo' ? 'Novo produto' : 'Editar produto'}
        size="lg"
      >
        {aberto !== null && (
          <ProdutoForm
            key={aberto === 'novo' ? 'novo' : aberto.id}
            produto={aberto === 'novo' ? undefined : aberto}
            onSalvo={fechar}
            onCancelar={() => setAberto(null)}
          />
        )}
      </Modal>
    </PaginaAdmin>
  );
}

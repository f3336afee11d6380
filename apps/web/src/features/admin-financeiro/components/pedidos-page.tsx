import {
  ROTULO_METODO,
  ROTULO_STATUS_PAGAMENTO,
  STATUS_PAGAMENTO,
  type StatusPagamento,
  type TLinhaPedidoAdmin,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatMoney, formatTime } from '../../../lib/formatters';
import { pedidosQueryOptions } from '../api/financeiro.api';
import { BadgeStatus } from './badges';
import { ExportarCsv, FILTROS_PERIODO, FiltrosPeriodo } from './filtros-financeiro';

const FILTROS = [...FILTROS_PERIODO, 'status'] as const;

/** 'Pedidos': every order of the product, filtered, sorted and paged on the server. */
export function PedidosPage() {
  const navigate = useNavigate();
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const consulta = {
    ...filtros,
    planoId: filtros.planoId ? Number(filtros.planoId) : undefined,
    metodo: filtros.metodo as TLinhaPedidoAdmin['metodoPagamento'] | undefined,
    status: filtros.status as StatusPagamento | undefined,
    ordem: estado.ordem as 'criadoEm',
    direcao: estado.direcao,
  };
  const lista = useQuery(
    pedidosQueryOptions({ ...consulta, pagina: estado.pagina, porPagina: estado.porPagina }),
  );
  useErrorDialog(lista.error, 'Não foi possível carregar os pedidos.');

  return (
    <PaginaAdmin
      titulo="Pedidos"
      descricao="Compras e renovações; abra um pedido para ver pagamentos, reembolsos e lançamentos."
      acoes={<ExportarCsv lista="pedidos" filtros={consulta} />}
    >
      <FiltrosPeriodo filtros={filtros} mudar={mudarFiltros}>
        <Select
          label="Situação"
          placeholder="Todas"
          data={STATUS_PAGAMENTO.map((s) => ({ value: s, label: ROTULO_STATUS_PAGAMENTO[s] }))}
          value={filtros.status ?? null}
          onChange={(v) => mudarFiltros({ status: v })}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
      </FiltrosPeriodo>
      <TabelaAdmin<TLinhaPedidoAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum pedido encontrado."
        onLinha={(p) => navigate(`/admin/financeiro/pedidos/${p.id}`)}
        colunas={[
          { accessor: 'id', title: 'Pedido', sortable: true, width: 90 },
          {
            accessor: 'criadoEm',
            title: 'Data',
            sortable: true,
            render: (p) => `${formatDate(p.criadoEm)} ${formatTime(p.criadoEm)}`,
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
          },
          {
            accessor: 'alunoNome',
            title: 'Aluno',
            render: (p) => (
              <>
                <Text size="sm">{p.alunoNome}</Text>
                <Text size="xs" c="dimmed">
                  {p.alunoEmail}
                </Text>
              </>
            ),
          },
          {
            accessor: 'item',
            title: 'Item',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'metodoPagamento',
            title: 'Pagamento',
            render: (p) => ROTULO_METODO[p.metodoPagamento],
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          { accessor: 'status', title: 'Situação', render: (p) => <BadgeStatus status={p.status} /> },
          {
            accessor: 'valorTotal',
            title: 'Valor',
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (p) => (
              <>
                <Text size="sm">{formatMoney(p.valorTotal)}</Text>
                {p.reembolsado > 0 && (
                  <Text size="xs" c="dimmed">
                    {`− ${formatMoney(p.reembolsado)}`}
                  </Text>
                )}
              </>
            ),
          },
        ]}
      />
    </PaginaAdmin>
  );
}

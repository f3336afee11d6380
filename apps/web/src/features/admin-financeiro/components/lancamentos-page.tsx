import {
  ROTULO_LANCAMENTO,
  ROTULO_METODO,
  TIPOS_LANCAMENTO,
  type TLinhaLancamentoAdmin,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { Anchor, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { TabelaAdmin, useEstadoTabela, useFiltrosNaUrl } from '../../../components/admin/tabela-admin';
import { useErrorDialog } from '../../../components/error-dialog';
import { formatDate, formatMoney, formatTime } from '../../../lib/formatters';
import { lancamentosQueryOptions } from '../api/financeiro.api';
import { BadgeLancamento } from './badges';
import { ExportarCsv, FILTROS_PERIODO, FiltrosPeriodo } from './filtros-financeiro';

const FILTROS = [...FILTROS_PERIODO, 'tipo', 'pedidoId'] as const;

/** 'Lançamentos': the ledger — every charge, refund and chargeback — filtered and paged on the server. */
export function LancamentosPage() {
  const [estado, mudarEstado] = useEstadoTabela({ ordem: 'criadoEm' });
  const [filtros, mudarFiltros] = useFiltrosNaUrl(FILTROS);
  const consulta = {
    ...filtros,
    planoId: filtros.planoId ? Number(filtros.planoId) : undefined,
    pedidoId: filtros.pedidoId ? Number(filtros.pedidoId) : undefined,
    metodo: filtros.metodo as TLinhaLancamentoAdmin['metodoPagamento'] | undefined,
    tipo: filtros.tipo as TLinhaLancamentoAdmin['tipo'] | undefined,
    ordem: estado.ordem as 'criadoEm',
    direcao: estado.direcao,
  };
  const lista = useQuery(
    lancamentosQueryOptions({ ...consulta, pagina: estado.pagina, porPagina: estado.porPagina }),
  );
  useErrorDialog(lista.error, 'Não foi possível carregar os lançamentos.');
  return (
    <PaginaAdmin
      titulo="Lançamentos"
      descricao="O livro do dinheiro: cobranças (+), reembolsos e chargebacks (−)."
      acoes={<ExportarCsv lista="lancamentos" filtros={consulta} />}
    >
      <FiltrosPeriodo filtros={filtros} mudar={mudarFiltros}>
        <Select
          label="Tipo"
          placeholder="Todos"
          data={TIPOS_LANCAMENTO.map((t) => ({ value: t, label: ROTULO_LANCAMENTO[t] }))}
          value={filtros.tipo ?? null}
          onChange={(v) => mudarFiltros({ tipo: v })}
          clearable
          w={{ base: '100%', sm: 160 }}
        />
      </FiltrosPeriodo>
      <TabelaAdmin<TLinhaLancamentoAdmin>
        registros={lista.data?.linhas}
        total={lista.data?.total ?? 0}
        estado={estado}
        onEstado={mudarEstado}
        carregando={lista.isFetching}
        vazio="Nenhum lançamento encontrado."
        colunas={[
          {
            accessor: 'criadoEm',
            title: 'Data',
            sortable: true,
            render: (l) => `${formatDate(l.criadoEm)} ${formatTime(l.criadoEm)}`,
          },
          {
            accessor: 'pedidoId',
            title: 'Pedido',
            render: (l) => (
              <Anchor component={Link} to={`/admin/financeiro/pedidos/${l.pedidoId}`} size="sm">
                {l.pedidoId}
              </Anchor>
            ),
          },
          { accessor: 'tipo', title: 'Tipo', render: (l) => <BadgeLancamento tipo={l.tipo} /> },
          {
            accessor: 'item',
            title: 'Item',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'metodoPagamento',
            title: 'Pagamento',
            render: (l) => ROTULO_METODO[l.metodoPagamento],
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
          },
          {
            accessor: 'motivo',
            title: 'Motivo',
            render: (l) => l.motivo ?? '',
            visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          },
          {
            accessor: 'valor',
            title: 'Valor',
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (l) => formatMoney(l.valor),
          },
        ]}
      />
    </PaginaAdmin>
  );
}

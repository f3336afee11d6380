import type { Agrupamento } from '@aprovei/shared/relatorios/relatorios.schemas';
import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PaginaAdmin } from '../../../components/admin/pagina-admin';
import { relatorioQueryOptions } from '../api/relatorios.api';
import { pedidosDaLinha } from '../utils/pedidos-do-periodo';
import {
  CartaoRelatorio,
  FiltrosPeriodo,
  percentual,
  reais,
  rotuloPeriodo,
  somarPor,
  useFiltroPeriodo,
} from './relatorio';

const METODOS = { CARTAO_CREDITO: 'Cartão de crédito', PIX: 'Pix' } as const;
const emReais = (v: number) => reais(Math.round(v * 100));

/** Money reports (area financeiro): sales and revenue, subscriptions and churn, coupons. */
export function VendasPage() {
  const [filtro, mudar] = useFiltroPeriodo();
  const vendas = useQuery(relatorioQueryOptions('vendas', filtro));
  const assinaturas = useQuery(relatorioQueryOptions('assinaturas', filtro));
  const cupons = useQuery(relatorioQueryOptions('cupons', filtro));
  const agrupar = (vendas.data?.agrupar ?? filtro.agrupar ?? 'dia') as Agrupamento;
  const periodo = (p: string) => rotuloPeriodo(p, agrupar);

  const pontosVendas = somarPor(vendas.data?.linhas ?? [], (l) => periodo(l.periodo), {
    bruto: (l) => l.brutoCentavos / 100,
    estornos: (l) => l.estornosCentavos / 100,
    liquido: (l) => l.liquidoCentavos / 100,
  });

  return (
    <PaginaAdmin
      titulo="Relatórios de vendas"
      descricao={
        vendas.data
          ? `De ${rotuloPeriodo(vendas.data.de, 'dia')} a ${rotuloPeriodo(vendas.data.ate, 'dia')}, dias no horário de Brasília.`
          : undefined
      }
    >
      <FiltrosPeriodo filtro={filtro} mudar={mudar} />
      <Stack gap="lg">
        <CartaoRelatorio
          titulo="Vendas e receita"
          caminho="vendas"
          filtro={filtro}
          carregando={vendas.isFetching}
          linhas={vendas.data?.linhas}
          chave={(l) => `${l.periodo}-${l.planoId}-${l.metodoPagamento}`}
          grafico={
            <BarChart
              h={260}
              data={pontosVendas}
              dataKey="chave"
              valueFormatter={emReais}
              series={[
                { name: 'bruto', label: 'Bruto', color: 'brand.6' },
                { name: 'estornos', label: 'Estornos', color: 'red.6' },
                { name: 'liquido', label: 'Líquido', color: 'teal.6' },
              ]}
              withLegend
            />
          }
          colunas={[
            { titulo: 'Período', valor: (l) => periodo(l.periodo) },
            { titulo: 'Plano', valor: (l) => l.plano },
            { titulo: 'Pagamento', valor: (l) => METODOS[l.metodoPagamento] },
            {
              titulo: 'Vendas',
              numero: true,
              valor: (l) =>
                vendas.data ? (
                  <Anchor
                    component={Link}
                    to={pedidosDaLinha(l, agrupar, vendas.data)}
                    aria-label={`${l.vendas} ${l.vendas === 1 ? 'venda' : 'vendas'}: ver os pedidos`}
                  >
                    {l.vendas}
                  </Anchor>
                ) : (
                  l.vendas
                ),
            },
            { titulo: 'Bruto', valor: (l) => reais(l.brutoCentavos), numero: true },
            { titulo: 'Estornos', valor: (l) => reais(l.estornosCentavos), numero: true },
            { titulo: 'Líquido', valor: (l) => reais(l.liquidoCentavos), numero: true },
          ]}
        />
        <CartaoRelatorio
          titulo="Assinaturas"
          caminho="assinaturas"
          filtro={filtro}
          carregando={assinaturas.isFetching}
          linhas={assinaturas.data?.linhas}
          chave={(l) => l.periodo}
          grafico={
            <LineChart
              h={240}
              data={(assinaturas.data?.linhas ?? []).map((l) => ({ ...l, chave: periodo(l.periodo) }))}
              dataKey="chave"
              series={[
                { name: 'ativasNoFim', label: 'Ativas', color: 'brand.6' },
                { name: 'novas', label: 'Novas', color: 'teal.6' },
                { name: 'renovadas', label: 'Renovadas', color: 'blue.6' },
                { name: 'canceladas', label: 'Canceladas', color: 'red.6' },
                { name: 'renovacoesRecusadas', label: 'Renovações recusadas', color: 'orange.6' },
              ]}
              withLegend
            />
          }
          colunas={[
            { titulo: 'Período', valor: (l) => periodo(l.periodo) },
            { titulo: 'Ativas no fim', valor: (l) => l.ativasNoFim, numero: true },
            { titulo: 'Novas', valor: (l) => l.novas, numero: true },
            { titulo: 'Renovadas', valor: (l) => l.renovadas, numero: true },
            { titulo: 'Canceladas', valor: (l) => l.canceladas, numero: true },
            { titulo: 'Renovações recusadas', valor: (l) => l.renovacoesRecusadas, numero: true },
            { titulo: 'Churn', valor: (l) => percentual(l.churnPercentual), numero: true },
          ]}
        />
        <CartaoRelatorio
          titulo="Cupons"
          caminho="cupons"
          filtro={filtro}
          carregando={cupons.isFetching}
          linhas={cupons.data?.linhas}
          chave={(l) => String(l.cupomId)}
          grafico={
            <BarChart
              h={220}
              data={(cupons.data?.linhas ?? []).map((l) => ({
                codigo: l.codigo,
                receita: l.receitaLiquidaCentavos / 100,
                desconto: l.descontoCentavos / 100,
              }))}
              dataKey="codigo"
              valueFormatter={emReais}
              series={[
                { name: 'receita', label: 'Receita líquida', color: 'brand.6' },
                { name: 'desconto', label: 'Desconto', color: 'orange.6' },
              ]}
              withLegend
            />
          }
          colunas={[
            { titulo: 'Cupom', valor: (l) => l.codigo },
            { titulo: 'Vendas', valor: (l) => l.vendas, numero: true },
            { titulo: 'Receita bruta', valor: (l) => reais(l.receitaBrutaCentavos), numero: true },
            { titulo: 'Receita líquida', valor: (l) => reais(l.receitaLiquidaCentavos), numero: true },
            { titulo: 'Desconto', valor: (l) => reais(l.descontoCentavos), numero: true },
          ]}
        />
      </Stack>
    </PaginaAdmin>
  );
}

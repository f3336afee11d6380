import { Readable } from 'node:stream';
import {
  MENSAGENS_FINANCEIRO,
  ROTULO_LANCAMENTO,
  ROTULO_METODO,
  ROTULO_STATUS_PAGAMENTO,
  type TEstornoBody,
  type TFiltroDivergencias,
  type TFiltroLancamentosAdmin,
  type TFiltroPedidosAdmin,
  type TLinhaDivergencia,
  type TLinhaLancamentoAdmin,
  type TLinhaPedidoAdmin,
  type TPedidoAdmin,
} from '@aprovei/shared/checkout/financeiro-admin.schemas';
import { centavosParaReais, reaisParaCentavos } from '@aprovei/shared/dinheiro/dinheiro.rules';
import { AppError } from '@aprovei/shared/errors';
import { formatarDataHora } from '@aprovei/shared/texto/datas';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.ts';
import type { ArquivoResposta } from '../../http/arquivo-resposta.ts';
import { type Autor, auditar, repeticaoJaAuditada } from '../equipe/index.ts';
import { checkoutRepository } from './checkout.repository.ts';
import type { FinanceiroService } from './financeiro.service.ts';
import { financeiroAdminRepository, type Pagina } from './repository/financeiro-admin.ts';

type Repo = ReturnType<typeof financeiroAdminRepository>;
type Linhas<K extends 'pedidos' | 'lancamentos' | 'divergencias'> = Awaited<ReturnType<Repo[K]>>['linhas'];

const reais = centavosParaReais;

const linhaPedido = (l: Linhas<'pedidos'>[number]): TLinhaPedidoAdmin => ({
  id: l.id,
  criadoEm: l.criadoEm,
  alunoNome: l.alunoNome,
  alunoEmail: l.alunoEmail,
  item: l.item,
  tipo: l.tipo as TLinhaPedidoAdmin['tipo'],
  metodoPagamento: l.metodoPagamento as TLinhaPedidoAdmin['metodoPagamento'],
  status: l.status as TLinhaPedidoAdmin['status'],
  valorTotal: reais(l.valorTotalCentavos),
  reembolsado: reais(l.reembolsadoCentavos),
});

const linhaLancamento = (l: Linhas<'lancamentos'>[number]): TLinhaLancamentoAdmin => ({
  id: l.id,
  criadoEm: l.criadoEm,
  pedidoId: l.pedidoId,
  tipo: l.tipo as TLinhaLancamentoAdmin['tipo'],
  valor: reais(l.valorCentavos),
  item: l.item,
  metodoPagamento: l.metodoPagamento as TLinhaLancamentoAdmin['metodoPagamento'],
  gateway: l.gateway,
  gatewayPaymentId: l.gatewayPaymentId,
  motivo: l.motivo,
});

const linhaDivergencia = (l: Linhas<'divergencias'>[number]): TLinhaDivergencia => ({
  pedidoId: l.pedidoId,
  gateway: l.gateway,
  gatewayPaymentId: l.gatewayPaymentId,
  statusPedido: l.statusPedido,
  statusGateway: l.statusGateway,
  lancado: reais(l.lancadoCentavos),
  esperado: reais(l.esperadoCentavos),
  detectadaEm: l.detectadaEm,
  resolvidaEm: l.resolvidaEm,
  resolvidaPor: l.resolvidaPor,
  decisao: l.decisao,
});

/** Amounts in a CSV as a spreadsheet in pt-BR reads them: '1234,56'. */
const valorCsv = (reaisValor: number) => reaisValor.toFixed(2).replace('.', ',');
const dataCsv = (iso: string | null) => (iso ? formatarDataHora(iso) : '');
const rotulo = <T extends string>(rotulos: Record<T, string>, v: string) => rotulos[v as T] ?? v;

/** The rows of every page of a filtered list, a page at a time (the export never holds the whole list). */
async function* todas<T>(ler: (pagina: Pagina) => Promise<{ linhas: T[] }>) {
  const porPagina = 500;
  for (let pagina = 1; ; pagina++) {
    const { linhas } = await ler({ pagina, porPagina });
    yield* linhas;
    if (linhas.length < porPagina) return;
  }
}

/** A CSV download streamed row by row (csv-stringify), `;`-separated with a BOM for spreadsheets in pt-BR. */
function csv<T>(
  nome: string,
  cabecalho: Record<string, string>,
  linhas: AsyncIterable<T>,
  celulas: (l: T) => object,
) {
  const saida = stringify({ header: true, columns: cabecalho, delimiter: ';', bom: true });
  Readable.from(
    (async function* () {
      for await (const l of linhas) yield celulas(l);
    })(),
  )
    .on('error', (error) => saida.destroy(error))
    .pipe(saida);
  return { nome, tipo: 'text/csv; charset=utf-8', corpo: saida } satisfies ArquivoResposta;
}

/** The back office's money (issue 22 §5): reads, refunds, the divergences' queue and the CSV exports. */
export function financeiroAdminService(db: Db, financeiro: FinanceiroService) {
  const repo = financeiroAdminRepository(db);

  return {
    async pedidos(tenant: string, f: TFiltroPedidosAdmin & Pagina) {
      const r = await repo.pedidos(tenant, f, f);
      return { linhas: r.linhas.map(linhaPedido), total: r.total };
    },

    async pedido(tenant: string, id: number): Promise<TPedidoAdmin> {
      const d = await repo.pedido(tenant, id);
      if (!d) throw new AppError('NAO_ENCONTRADO', MENSAGENS_FINANCEIRO.pedidoNaoEncontrado);
      const p = d.pedido;
      const estornos = await checkoutRepository(db).estornosDoPedido(id);
      const pedidos = estornos
        .filter((e) => e.status !== 'RECUSADO')
        .reduce((s, e) => s + e.valorCentavos, 0);
      return {
        id: p.id,
        criadoEm: p.criadoEm.toISOString(),
        alunoId: p.usuarioId,
        alunoNome: d.alunoNome,
        alunoEmail: d.alunoEmail,
        item: d.item,
        tipo: p.tipo as TPedidoAdmin['tipo'],
        metodoPagamento: p.metodoPagamento as TPedidoAdmin['metodoPagamento'],
        status: p.status as TPedidoAdmin['status'],
        valorTotal: reais(p.valorTotalCentavos),
        reembolsado: reais(d.reembolsadoCentavos),
        qtdParcelas: p.qtdParcelas,
        desconto: reais(p.descontoCentavos),
        cupom: d.cupom,
        gateway: p.gateway,
        gatewayPaymentId: p.gatewayPaymentId,
        contratacaoId: p.contratacaoId,
        reembolsavel: p.status === 'approved' ? reais(Math.max(0, p.valorTotalCentavos - pedidos)) : 0,
        estornos: estornos.map((e) => ({
          id: e.id,
          valor: reais(e.valorCentavos),
          motivo: e.motivo,
          origem: e.origem as TPedidoAdmin['estornos'][number]['origem'],
          status: e.status as TPedidoAdmin['estornos'][number]['status'],
          criadoEm: e.criadoEm.toISOString(),
          concluidoEm: e.concluidoEm?.toISOString() ?? null,
        })),
        lancamentos: d.lancamentos.map((l) => ({
          id: l.id,
          tipo: l.tipo as TPedidoAdmin['lancamentos'][number]['tipo'],
          valor: reais(l.valorCentavos),
          criadoEm: l.criadoEm.toISOString(),
        })),
      };
    },

    /**
     * Refunds an order (whole when `valor` is omitted) through the gateway, exactly once per key; the
     * request is audited in the transaction that writes the refund (never card data nor tokens).
     */
    async estornar(autor: Autor, id: number, body: TEstornoBody) {
      const existe = await repo.pedido(autor.tenant, id);
      if (!existe) throw new AppError('NAO_ENCONTRADO', MENSAGENS_FINANCEIRO.pedidoNaoEncontrado);
      await financeiro.estornar(
        id,
        {
          ...(body.valor === undefined ? {} : { valorCentavos: reaisParaCentavos(body.valor) }),
          motivo: body.motivo,
          origem: 'EQUIPE',
          chave: body.chave,
        },
        async (tx, e, p, repetido) =>
          repetido
            ? repeticaoJaAuditada(autor)
            : auditar(tx, autor, {
                acao: 'estornar',
                entidade: 'pedido',
                entidadeId: p.id,
                antes: { status: p.status, valorTotal: reais(p.valorTotalCentavos) },
                depois: { estornoId: e.id, valor: reais(e.valorCentavos), gateway: p.gateway },
                motivo: e.motivo,
              }),
      );
      return this.pedido(autor.tenant, id);
    },

    async lancamentos(tenant: string, f: TFiltroLancamentosAdmin & Pagina) {
      const r = await repo.lancamentos(tenant, f, f);
      return { linhas: r.linhas.map(linhaLancamento), total: r.total };
    },

    async divergencias(tenant: string, f: TFiltroDivergencias & Pagina) {
      const r = await repo.divergencias(tenant, f, f);
      return { linhas: r.linhas.map(linhaDivergencia), total: r.total };
    },

    /** Resolves an open divergence with the operator's decision, audited in the same transaction. */
    async resolverDivergencia(autor: Autor, pedidoId: number, decisao: string) {
      await db.transaction(async (tx) => {
        const r = financeiroAdminRepository(tx);
        const d = await r.divergenciaAberta(autor.tenant, pedidoId);
        if (!d) throw new AppError('NAO_ENCONTRADO', MENSAGENS_FINANCEIRO.divergenciaNaoEncontrada);
        if (d.resolvidaEm) throw new AppError('CONFLITO', MENSAGENS_FINANCEIRO.jaResolvida);
        await r.resolverComDecisao(pedidoId, autor.id, decisao, new Date());
        await auditar(tx, autor, {
          acao: 'resolver-divergencia',
          entidade: 'divergencia_conciliacao',
          entidadeId: pedidoId,
          antes: {
            statusPedido: d.statusPedido,
            statusGateway: d.statusGateway,
            lancado: reais(d.lancadoCentavos),
            esperado: reais(d.esperadoCentavos),
          },
          depois: { resolvida: true },
          motivo: decisao,
        });
      });
    },

    planos: (tenant: string) => repo.planos(tenant),

    csvPedidos(tenant: string, f: TFiltroPedidosAdmin) {
      return csv(
        'pedidos.csv',
        {
          id: 'Pedido',
          criadoEm: 'Data',
          aluno: 'Aluno',
          email: 'E-mail',
          item: 'Item',
          metodo: 'Forma de pagamento',
          status: 'Situação',
          valor: 'Valor (R$)',
          reembolsado: 'Reembolsado (R$)',
        },
        todas((pg) => this.pedidos(tenant, { ...f, ...pg })),
        (l: TLinhaPedidoAdmin) => ({
          id: l.id,
          criadoEm: dataCsv(l.criadoEm),
          aluno: l.alunoNome,
          email: l.alunoEmail,
          item: l.item,
          metodo: ROTULO_METODO[l.metodoPagamento],
          status: ROTULO_STATUS_PAGAMENTO[l.status],
          valor: valorCsv(l.valorTotal),
          reembolsado: valorCsv(l.reembolsado),
        }),
      );
    },

    csvLancamentos(tenant: string, f: TFiltroLancamentosAdmin) {
      return csv(
        'lancamentos.csv',
        {
          id: 'Lançamento',
          criadoEm: 'Data',
          pedidoId: 'Pedido',
          tipo: 'Tipo',
          valor: 'Valor (R$)',
          item: 'Item',
          metodo: 'Forma de pagamento',
          gateway: 'Gateway',
          pagamento: 'Pagamento no gateway',
          motivo: 'Motivo',
        },
        todas((pg) => this.lancamentos(tenant, { ...f, ...pg })),
        (l: TLinhaLancamentoAdmin) => ({
          id: l.id,
          criadoEm: dataCsv(l.criadoEm),
          pedidoId: l.pedidoId,
          tipo: ROTULO_LANCAMENTO[l.tipo],
          valor: valorCsv(l.valor),
          item: l.item,
          metodo: ROTULO_METODO[l.metodoPagamento],
          gateway: l.gateway,
          pagamento: l.gatewayPaymentId,
          motivo: l.motivo ?? '',
        }),
      );
    },

    csvDivergencias(tenant: string, f: TFiltroDivergencias) {
      return csv(
        'divergencias.csv',
        {
          pedidoId: 'Pedido',
          detectadaEm: 'Detectada em',
          statusPedido: 'Situação no pedido',
          statusGateway: 'Situação no gateway',
          lancado: 'Lançado (R$)',
          esperado: 'Esperado (R$)',
          resolvidaEm: 'Resolvida em',
          resolvidaPor: 'Resolvida por',
          decisao: 'Decisão',
        },
        todas((pg) => this.divergencias(tenant, { ...f, ...pg })),
        (l: TLinhaDivergencia) => ({
          pedidoId: l.pedidoId,
          detectadaEm: dataCsv(l.detectadaEm),
          statusPedido: rotulo(ROTULO_STATUS_PAGAMENTO, l.statusPedido),
          statusGateway: rotulo(ROTULO_STATUS_PAGAMENTO, l.statusGateway),
          lancado: valorCsv(l.lancado),
          esperado: valorCsv(l.esperado),
          resolvidaEm: dataCsv(l.resolvidaEm),
          resolvidaPor: l.resolvidaPor ?? '',
          decisao: l.decisao ?? '',
        }),
      );
    },
  };
}

import { z } from 'zod';
import { zId, zTexto } from '../common.schemas.ts';
import { ZPaginaAdmin, zPaginaDe } from '../equipe/equipe.schemas.ts';
import { STATUS_PAGAMENTO } from './checkout.schemas.ts';

/**
 * The back office's money (issue 22 §5, area `financeiro`): orders, the ledger, refunds and the
 * reconciliation's divergences. Amounts in reais on the wire (two decimals), centavos in the database.
 */

export const MENSAGENS_FINANCEIRO = {
  pedidoNaoEncontrado: 'Pedido não encontrado.',
  divergenciaNaoEncontrada: 'Divergência não encontrada.',
  naoReembolsavel: 'Só um pedido pago pode ser reembolsado.',
  outroGateway: 'Este pedido foi pago por outro gateway de pagamento; reembolse-o por lá.',
  valorInvalido: 'Informe um valor maior que zero, com no máximo dois decimais.',
  valorAcimaDoSaldo: (saldo: string) => `O valor é maior que o saldo reembolsável do pedido (${saldo}).`,
  motivoObrigatorio: 'Informe o motivo do reembolso.',
  motivoLongo: 'O motivo pode ter até 500 caracteres.',
  estornoRecusado: 'O gateway recusou o reembolso. Confira o pedido no painel do gateway.',
  decisaoObrigatoria: 'Descreva a decisão tomada.',
  decisaoLonga: 'A decisão pode ter até 1000 caracteres.',
  jaResolvida: 'Esta divergência já foi resolvida.',
  chaveInvalida: 'Chave do pedido de reembolso inválida.',
} as const;

export { STATUS_PAGAMENTO };
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];
export const ROTULO_STATUS_PAGAMENTO: Record<StatusPagamento, string> = {
  pending: 'Aguardando',
  approved: 'Pago',
  declined: 'Recusado',
  expired: 'Expirado',
  refunded: 'Reembolsado',
  charged_back: 'Contestado',
};

export const METODOS_PAGAMENTO = ['CARTAO_CREDITO', 'PIX'] as const;
export const ROTULO_METODO: Record<(typeof METODOS_PAGAMENTO)[number], string> = {
  CARTAO_CREDITO: 'Cartão de crédito',
  PIX: 'Pix',
};

export const TIPOS_LANCAMENTO = ['COBRANCA', 'ESTORNO', 'CHARGEBACK'] as const;
export const ROTULO_LANCAMENTO: Record<(typeof TIPOS_LANCAMENTO)[number], string> = {
  COBRANCA: 'Cobrança',
  ESTORNO: 'Reembolso',
  CHARGEBACK: 'Chargeback',
};

export const ROTULO_ORIGEM_ESTORNO = {
  EQUIPE: 'Back office',
  ARREPENDIMENTO: 'Arrependimento (7 dias)',
  GATEWAY: 'Informado pelo gateway',
} as const;
export const ROTULO_STATUS_ESTORNO = {
  PENDENTE: 'Enviado ao gateway',
  CONCLUIDO: 'Concluído',
  RECUSADO: 'Recusado',
} as const;

/** A period in São Paulo days (both included), a plan and a payment method: every money list's filter. */
const ZPeriodo = {
  de: z.iso.date({ message: 'Data inicial inválida.' }).optional(),
  ate: z.iso.date({ message: 'Data final inválida.' }).optional(),
  planoId: zId('Plano inválido.').optional(),
  metodo: z.enum(METODOS_PAGAMENTO, { message: 'Forma de pagamento inválida.' }).optional(),
};

export const ZFiltroPedidosAdmin = z.object({
  ...ZPeriodo,
  status: z.enum(STATUS_PAGAMENTO, { message: 'Situação inválida.' }).optional(),
  ordem: z.enum(['criadoEm', 'valorTotal', 'id'], { message: 'Ordem inválida.' }).default('criadoEm'),
  direcao: ZPaginaAdmin.shape.direcao,
});
export const ZBuscaPedidosAdmin = ZPaginaAdmin.extend(ZFiltroPedidosAdmin.shape);
export type TFiltroPedidosAdmin = z.infer<typeof ZFiltroPedidosAdmin>;
export type TBuscaPedidosAdmin = z.infer<typeof ZBuscaPedidosAdmin>;

export const ZLinhaPedidoAdmin = z.object({
  id: z.number(),
  criadoEm: z.string(),
  alunoNome: z.string(),
  alunoEmail: z.string(),
  /** The plan, or 'E-books' for an order of e-books. */
  item: z.string(),
  tipo: z.enum(['COMPRA', 'RENOVACAO']),
  metodoPagamento: z.enum(METODOS_PAGAMENTO),
  status: z.enum(STATUS_PAGAMENTO),
  valorTotal: z.number(),
  reembolsado: z.number(),
});
export type TLinhaPedidoAdmin = z.infer<typeof ZLinhaPedidoAdmin>;
export const ZPaginaPedidosAdmin = zPaginaDe(ZLinhaPedidoAdmin);

export const ZEstornoAdmin = z.object({
  id: z.number(),
  valor: z.number(),
  motivo: z.string(),
  origem: z.enum(['EQUIPE', 'ARREPENDIMENTO', 'GATEWAY']),
  status: z.enum(['PENDENTE', 'CONCLUIDO', 'RECUSADO']),
  criadoEm: z.string(),
  concluidoEm: z.string().nullable(),
});
export type TEstornoAdmin = z.infer<typeof ZEstornoAdmin>;

export const ZLancamentoDoPedido = z.object({
  id: z.number(),
  tipo: z.enum(TIPOS_LANCAMENTO),
  valor: z.number(),
  criadoEm: z.string(),
});

export const ZPedidoAdmin = ZLinhaPedidoAdmin.extend({
  alunoId: z.number(),
  qtdParcelas: z.number(),
  desconto: z.number(),
  cupom: z.string().nullable(),
  gateway: z.string(),
  gatewayPaymentId: z.string().nullable(),
  contratacaoId: z.number().nullable(),
  /** What may still be refunded (reais): the total less every refund asked and not refused. */
  reembolsavel: z.number(),
  estornos: z.array(ZEstornoAdmin),
  lancamentos: z.array(ZLancamentoDoPedido),
});
export type TPedidoAdmin = z.infer<typeof ZPedidoAdmin>;

export const ZPedidoAdminParams = z.object({ id: zId(MENSAGENS_FINANCEIRO.pedidoNaoEncontrado) });

/** A refund asked in the back office: omitted `valor` is the whole refundable balance. */
export const ZEstornoBody = z.object({
  valor: z
    .number({ message: MENSAGENS_FINANCEIRO.valorInvalido })
    .positive(MENSAGENS_FINANCEIRO.valorInvalido)
    .max(1_000_000, MENSAGENS_FINANCEIRO.valorInvalido)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MENSAGENS_FINANCEIRO.valorInvalido)
    .optional(),
  motivo: zTexto({ message: MENSAGENS_FINANCEIRO.motivoObrigatorio })
    .trim()
    .min(1, MENSAGENS_FINANCEIRO.motivoObrigatorio)
    .max(500, MENSAGENS_FINANCEIRO.motivoLongo),
  /** Made by the dialog when it opens: the same request sent twice refunds once. */
  chave: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, MENSAGENS_FINANCEIRO.chaveInvalida),
});
export type TEstornoBody = z.infer<typeof ZEstornoBody>;

export const ZFiltroLancamentosAdmin = z.object({
  ...ZPeriodo,
  tipo: z.enum(TIPOS_LANCAMENTO, { message: 'Tipo de lançamento inválido.' }).optional(),
  pedidoId: zId(MENSAGENS_FINANCEIRO.pedidoNaoEncontrado).optional(),
  ordem: z.enum(['criadoEm', 'valor'], { message: 'Ordem inválida.' }).default('criadoEm'),
  direcao: ZPaginaAdmin.shape.direcao,
});
export const ZBuscaLancamentosAdmin = ZPaginaAdmin.extend(ZFiltroLancamentosAdmin.shape);
export type TFiltroLancamentosAdmin = z.infer<typeof ZFiltroLancamentosAdmin>;
export type TBuscaLancamentosAdmin = z.infer<typeof ZBuscaLancamentosAdmin>;

export const ZLinhaLancamentoAdmin = z.object({
  id: z.number(),
  criadoEm: z.string(),
  pedidoId: z.number(),
  tipo: z.enum(TIPOS_LANCAMENTO),
  valor: z.number(),
  item: z.string(),
  metodoPagamento: z.enum(METODOS_PAGAMENTO),
  gateway: z.string(),
  gatewayPaymentId: z.string(),
  motivo: z.string().nullable(),
});
export type TLinhaLancamentoAdmin = z.infer<typeof ZLinhaLancamentoAdmin>;
export const ZPaginaLancamentosAdmin = zPaginaDe(ZLinhaLancamentoAdmin);

export const SITUACOES_DIVERGENCIA = ['ABERTAS', 'RESOLVIDAS', 'TODAS'] as const;
export const ZFiltroDivergencias = z.object({
  situacao: z.enum(SITUACOES_DIVERGENCIA, { message: 'Situação inválida.' }).default('ABERTAS'),
  de: ZPeriodo.de,
  ate: ZPeriodo.ate,
  ordem: z.enum(['detectadaEm', 'pedidoId'], { message: 'Ordem inválida.' }).default('detectadaEm'),
  direcao: ZPaginaAdmin.shape.direcao,
});
export const ZBuscaDivergencias = ZPaginaAdmin.extend(ZFiltroDivergencias.shape);
export type TFiltroDivergencias = z.infer<typeof ZFiltroDivergencias>;
export type TBuscaDivergencias = z.infer<typeof ZBuscaDivergencias>;

export const ZLinhaDivergencia = z.object({
  pedidoId: z.number(),
  gateway: z.string(),
  gatewayPaymentId: z.string(),
  statusPedido: z.string(),
  statusGateway: z.string(),
  lancado: z.number(),
  esperado: z.number(),
  detectadaEm: z.string(),
  resolvidaEm: z.string().nullable(),
  resolvidaPor: z.string().nullable(),
  decisao: z.string().nullable(),
});
export type TLinhaDivergencia = z.infer<typeof ZLinhaDivergencia>;
export const ZPaginaDivergencias = zPaginaDe(ZLinhaDivergencia);

export const ZResolverDivergenciaBody = z.object({
  decisao: zTexto({ message: MENSAGENS_FINANCEIRO.decisaoObrigatoria })
    .trim()
    .min(1, MENSAGENS_FINANCEIRO.decisaoObrigatoria)
    .max(1000, MENSAGENS_FINANCEIRO.decisaoLonga),
});
export type TResolverDivergenciaBody = z.infer<typeof ZResolverDivergenciaBody>;

export const ZPlanoOpcao = z.object({ id: z.number(), nome: z.string() });

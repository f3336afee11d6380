/**
 * 'Meus pedidos' (issue 18 §5): the buyer's orders in 'Configurações', each with its receipt as a PDF,
 * and what a cancellation within the 7 days gives back. Money travels in reais with two decimals.
 */
import { z } from 'zod';
import { METODOS_PAGAMENTO, type MetodoPagamento } from '../assinatura/situacao.ts';
import { zId, zPage, zPaging } from '../common.schemas.ts';

/** Where an order stands, as its buyer reads it (the gateway's statuses). */
export const STATUS_PEDIDO = {
  pending: 'Aguardando pagamento',
  approved: 'Pago',
  declined: 'Recusado',
  expired: 'Expirado',
  refunded: 'Reembolsado',
  charged_back: 'Contestado no cartão',
} as const;
export type StatusPedido = keyof typeof STATUS_PEDIDO;

/** Orders whose money was received at some point: they have a receipt. */
export const STATUS_COM_RECIBO: readonly StatusPedido[] = ['approved', 'refunded', 'charged_back'];

export const FORMA_PAGAMENTO: Record<MetodoPagamento, string> = {
  CARTAO_CREDITO: 'Cartão de crédito',
  PIX: 'PIX',
};

export const MENSAGENS_PEDIDOS = {
  naoEncontrado: 'Pedido não encontrado.',
  idInvalido: 'Pedido inválido.',
  semRecibo: 'O recibo fica disponível quando o pagamento do pedido é confirmado.',
  erroListar: 'Não foi possível carregar seus pedidos agora.',
  erroRecibo: 'Não foi possível abrir o recibo. Tente novamente mais tarde.',
  nenhum: 'Você ainda não fez nenhum pedido.',
} as const;

/** When the money of a cancellation within the 7 days reaches the buyer, by payment method. */
export const PRAZO_REEMBOLSO: Record<MetodoPagamento, string> = {
  CARTAO_CREDITO: 'O estorno aparece na fatura do seu cartão em até 2 faturas, conforme o banco emissor.',
  PIX: 'O valor volta para a conta de origem do PIX em até 1 dia útil.',
};

/** The cancel dialog's line about the money (`valor` already formatted: 'R$ 597,00'). */
export const textoReembolso = (valor: string, metodo: MetodoPagamento) =>
  `Você receberá o reembolso integral de ${valor}. ${PRAZO_REEMBOLSO[metodo]}`;

/** What the cancel says once done. */
export const textoReembolsoFeito = (valor: string, metodo: MetodoPagamento) =>
  `Plano cancelado. Reembolso de ${valor} solicitado à operadora de pagamento. ${PRAZO_REEMBOLSO[metodo]} ` +
  'Enviamos os detalhes para o seu e-mail.';

export const ZItemPedido = z.object({
  tipo: z.enum(['PLANO', 'PRODUTO', 'EBOOK']),
  nome: z.string(),
});

export const ZPedidoResumo = z.object({
  idFatura: z.number().int(),
  /** ISO 8601: when the order was made. */
  data: z.string(),
  tipo: z.enum(['COMPRA', 'RENOVACAO']),
  itens: z.array(ZItemPedido),
  metodoPagamento: z.enum(METODOS_PAGAMENTO),
  qtdParcelas: z.number().int(),
  desconto: z.number(),
  valorTotal: z.number(),
  status: z.object({ codigo: z.enum(Object.keys(STATUS_PEDIDO) as [StatusPedido]), descricao: z.string() }),
  possuiRecibo: z.boolean(),
});
export type TPedidoResumo = z.infer<typeof ZPedidoResumo>;

export const ZPaginaPedidos = zPage(ZPedidoResumo);
export type TPaginaPedidos = z.infer<typeof ZPaginaPedidos>;

/** GET assinatura/meus-pedidos?page=&size= */
export const ZMeusPedidosQuery = z.object(zPaging(10, 50));

/** GET assinatura/pedido/{idFatura}/recibo */
export const ZReciboParams = z.object({ idFatura: zId(MENSAGENS_PEDIDOS.idInvalido) });

/** GET assinatura/previsao-reembolso?idContratacao=: null when cancelling gives nothing back. */
export const ZPrevisaoReembolso = z
  .object({ valor: z.number(), metodoPagamento: z.enum(METODOS_PAGAMENTO), prazo: z.string() })
  .nullable();
export type TPrevisaoReembolso = z.infer<typeof ZPrevisaoReembolso>;

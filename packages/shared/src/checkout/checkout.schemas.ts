/**
 * Wire contract of the checkout (spec doc 2 §3, §4, §7): add-on products, instalments of plan plus
 * products, the coupon, the purchase's answer and the Pix status. The purchase body and the coupon
 * query live in `assinatura/assinatura.schemas.ts`. Money travels in reais with two decimals; the server
 * computes every amount from its own prices.
 */
import { z } from 'zod';
import { MENSAGENS_COMPRA, zCupomDesconto } from '../assinatura/assinatura.schemas.ts';
import { zId, zTexto } from '../common.schemas.ts';
import { zCpf } from '../conta/conta.schemas.ts';
import { isValidCpf, onlyDigits } from '../conta/cpf.rules.ts';
import { ZPlanoParcela } from '../planos/planos.schemas.ts';

export const MENSAGENS_CHECKOUT = {
  /** Spec doc 2 §8. */
  erroProdutos: 'Erro ao listar os produtos.',
  erroQrCode: 'Não foi possível gerar o QRCODE para pagamento com PIX. Tente novamente mais tarde.',
  erroEndereco: 'Não foi possível realizar o cadastro do endereço nesse momento. Tente novamente mais tarde.',
  /** Spec doc 2 §3 (the plans page's check); the server refuses the purchase with it too. */
  planoAtivo:
    'Você já possui um plano ativo, portanto, não é possível prosseguir. Acesse o menu de configurações para visualizar mais informações sobre o seu plano.',
  // Not in the spec: texts of our own, in its wording.
  totalInvalido: 'O valor informado não corresponde ao plano com os produtos oferecidos.',
  planoGratuito: 'Este plano é gratuito e não precisa de pagamento.',
  cpfDaConta: 'O CPF informado não é o CPF da sua conta.',
  cartaoNaoEncontrado: 'Cartão não encontrado.',
  chaveUsada: 'Este pedido já foi enviado com outros dados. Recarregue a página e tente novamente.',
  faturaNaoEncontrada: 'Pedido não encontrado.',
  pixExpirado: 'O prazo para pagar este PIX terminou. Faça um novo pedido para gerar outro código.',
  pagamentoPendente: 'Pagamento em análise. Você receberá um e-mail assim que ele for confirmado.',
  operadoraIndisponivel: 'A operadora de pagamentos não respondeu. Tente novamente em instantes.',
  parcelasIndisponiveis: 'Número de parcelas não disponível para este plano.',
  somenteDesenvolvimento: 'Disponível apenas no ambiente de desenvolvimento com o gateway sandbox.',
} as const;

/** A product offered with a plan at checkout ('Oportunidade, aproveite e leve também!'). */
export const ZProdutoCheckout = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  valor: z.number(),
  /** How the product is delivered once paid, in a line (produtos.rules `descricaoEntrega`). */
  descricaoEntrega: z.string().optional(),
});
export type TProdutoCheckout = z.infer<typeof ZProdutoCheckout>;

/** '-' in a path segment means "none" (spec: {cupom or -}/{cpf or -}). */
const traco = z.literal('-').transform(() => null);

/** GET planos/recupera-parcela-plano-mais-produto/{idPlano}/{total}/{cupom or -}/{cpf or -} */
export const ZParcelaPlanoMaisProdutoParams = z.object({
  idPlano: zId(MENSAGENS_COMPRA.plano),
  /** Reais, dot decimals ('647.00'): the plan after its coupon plus the products chosen. */
  total: zTexto()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, MENSAGENS_CHECKOUT.totalInvalido)
    .transform((v) => Math.round(Number(v) * 100)),
  cupom: z.union([traco, zCupomDesconto()]),
  cpf: z.union([
    traco,
    zTexto().max(14, 'CPF inválido.').transform(onlyDigits).refine(isValidCpf, 'CPF inválido.'),
  ]),
});

/** The coupon applied (GET assinatura/aplicar-desconto-cupom): the plan's price recomputed. */
export const ZCupomAplicado = z.object({
  cupom: z.string(),
  valorIntegralPlano: z.number(),
  valorDesconto: z.number(),
  valorPlanoComDesconto: z.number(),
  planoParcelado: z.array(ZPlanoParcela),
});
export type TCupomAplicado = z.infer<typeof ZCupomAplicado>;

export const STATUS_PAGAMENTO = [
  'pending',
  'approved',
  'declined',
  'expired',
  'refunded',
  'charged_back',
] as const;

/**
 * Payment response (spec doc 2 §3): tipoTransacao, imageQrCodeBase64, qrCode, idFatura; plus where the
 * payment stands and, for Pix, when the code expires.
 */
export const ZPagamentoResposta = z.object({
  tipoTransacao: z.enum(['PIX', 'CARTAO_CREDITO']),
  statusPagamento: z.enum(STATUS_PAGAMENTO),
  idFatura: z.number().int(),
  imageQrCodeBase64: z.string().nullable(),
  qrCode: z.string().nullable(),
  pixExpiraEm: z.string().nullable(),
});
export type TPagamentoResposta = z.infer<typeof ZPagamentoResposta>;

/** GET assinatura/is-pagamento-pix-processado?idFatura= */
export const ZPixProcessadoQuery = z.object({ idFatura: zId(MENSAGENS_CHECKOUT.faturaNaoEncontrada) });
export type TPixProcessadoQuery = z.input<typeof ZPixProcessadoQuery>;

/**
 * The anonymous checkout's first question: the buyer's CPF. An account with it means signing in (the
 * account's data is never loaded for an unauthenticated visitor: ADR 011).
 */
export const ZCpfComprador = z.object({ cpf: zCpf() });
export const TEXTO_CONTA_EXISTENTE =
  'Já existe uma conta com este CPF. Entre na sua conta para concluir a compra.';

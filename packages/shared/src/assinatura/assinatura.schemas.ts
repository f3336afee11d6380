import { z } from 'zod';
import { ZCartaoNovoBody } from '../cartao-credito/cartao-credito.schemas.ts';
import { zBodyId, zId, zIdList, zTexto } from '../common.schemas.ts';
import { isValidCpf, onlyDigits } from '../conta/cpf.rules.ts';
import { MENSAGENS_EBOOK } from '../ebook/ebook.rules.ts';
import { codigoCupomValido, MENSAGENS_CUPOM, normalizarCodigoCupom } from './cupom.rules.ts';
import { METODOS_PAGAMENTO } from './situacao.ts';

/** situacaoContratacao of a contract: the code (SITUACAO_CONTRATACAO) and its Portuguese description. */
export const ZSituacaoContratacao = z.object({
  codigo: z.number().int(),
  descricao: z.string(),
});

export const ZPlanoAtual = z.object({
  id: z.number().int(),
  nomePlano: z.string(),
  descricao: z.string(),
});

/** The national-exam (ENARE/FUVEST) plan contract shown under 'Meu plano'. */
export const ZContratacaoPlanoEnare = z.object({
  id: z.number().int(),
  planoAtual: ZPlanoAtual,
  dataInicio: z.string(),
  dataValidadeAssinatura: z.string(),
  situacaoContratacao: ZSituacaoContratacao,
});

/**
 * Plan contract (spec doc 1 §3). Dates are ISO 8601 instants.
 * - `ativo`: the subscription is running and not cancelled (situation ATIVA or PRAZO_ARREPENDIMENTO
 *   within validity); it becomes false once cancelled.
 * - `renovacaoAutomatica`: the contract renews by itself at `dataValidadeAssinatura`.
 * - `permiteRenovacao`: the payment method allows renewing (never PIX) and renewal is on.
 * - `possuiAcessoCompleto`: the contract gives full access right now (a full-access plan in a
 *   situation with access, within validity) — 'Acesso completo até {dataValidadeAssinatura}'.
 */
export const ZContratoPlano = z.object({
  id: z.number().int(),
  planoAtual: ZPlanoAtual,
  dataInicio: z.string(),
  situacaoContratacao: ZSituacaoContratacao,
  dataValidadeAssinatura: z.string(),
  metodoPagamento: z.enum(METODOS_PAGAMENTO).nullable(),
  renovacaoAutomatica: z.boolean(),
  permiteRenovacao: z.boolean(),
  ativo: z.boolean(),
  possuiAcessoCompleto: z.boolean(),
  canceladaEm: z.string().nullable(),
  contratacaoPlanoEnare: ZContratacaoPlanoEnare.nullable(),
});

/**
 * How a bought product is delivered (produtos.rules): a file to download (`arquivoNome`, while the order
 * that paid it stands), extra open-question sends, or a service whose instructions went out by e-mail.
 */
export const ZEntregaProduto = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('ARQUIVO'), arquivoNome: z.string(), disponivel: z.boolean() }),
  z.object({ tipo: z.literal('ENVIOS_QUESTAO_ABERTA'), enviosQuestaoAberta: z.number().int() }),
  z.object({ tipo: z.literal('SERVICO'), instrucoes: z.string() }),
]);

/** Product purchase (spec doc 1 §3): the products bought with one contract. */
export const ZContratacaoProdutos = z.object({
  idContratacao: z.number().int(),
  produtoComprado: z.array(
    z.object({
      id: z.number().int(),
      nomeProduto: z.string(),
      dataInicio: z.string(),
      dataValidadeAssinatura: z.string(),
      entrega: ZEntregaProduto,
    }),
  ),
  situacaoContratacao: ZSituacaoContratacao,
});

export type TSituacaoContratacao = z.infer<typeof ZSituacaoContratacao>;
export type TPlanoAtual = z.infer<typeof ZPlanoAtual>;
export type TContratacaoPlanoEnare = z.infer<typeof ZContratacaoPlanoEnare>;
export type TContratoPlano = z.infer<typeof ZContratoPlano>;
export type TContratacaoProdutos = z.infer<typeof ZContratacaoProdutos>;
export type TEntregaProduto = z.infer<typeof ZEntregaProduto>;

/** Refusals of the purchase body (not in the spec, which validates these in the form). */
export const MENSAGENS_COMPRA = {
  metodoPagamento: 'Escolha a forma de pagamento: cartão de crédito ou PIX.',
  cartao: 'Escolha um cartão salvo ou informe um cartão novo.',
  cartaoNoPix: 'O pagamento por PIX não usa cartão.',
  parcelas: 'Escolha o número de parcelas.',
  parcelasPix: 'O pagamento por PIX é feito em uma parcela.',
  contrato: 'Aceite os termos do contrato para finalizar a compra.',
  chaveIdempotencia: 'Identificador da compra inválido. Recarregue a página e tente novamente.',
  plano: 'Plano não encontrado.',
  produto: 'Produto inválido.',
} as const;

/** Interest-free instalments go at most this far (the plans offer 3 or 5; room for others). */
export const PARCELAS_MAX = 24;

/** A coupon code as the buyer typed it: normalised (uppercase, single spaces), then checked. */
export const zCupomDesconto = () =>
  zTexto({ error: MENSAGENS_CUPOM.codigoAusente })
    .transform(normalizarCodigoCupom)
    .refine((codigo) => codigo !== '', { error: MENSAGENS_CUPOM.codigoAusente, abort: true })
    .refine(codigoCupomValido, MENSAGENS_CUPOM.codigoInvalido);

/** A CPF for a coupon: required with the spec's text "Informe o campo 'CPF' para aplicar o cupom.". */
const zCpfCupom = () =>
  zTexto({ error: MENSAGENS_CUPOM.cpfAusente })
    .trim()
    .min(1, { error: MENSAGENS_CUPOM.cpfAusente, abort: true })
    .max(14, MENSAGENS_CUPOM.cpfInvalido)
    .transform(onlyDigits)
    .refine(isValidCpf, MENSAGENS_CUPOM.cpfInvalido);

/** GET /assinatura/aplicar-desconto-cupom?cupom=&idPlano=&cpf= */
export const ZAplicarCupomQuery = z.object({
  cupom: zCupomDesconto(),
  idPlano: zId(MENSAGENS_COMPRA.plano),
  cpf: zCpfCupom(),
});
export type TAplicarCupomQuery = z.input<typeof ZAplicarCupomQuery>;

/** The payment fields of every purchase (plan or e-books). */
const camposPagamento = {
  chaveIdempotencia: z.uuid({ error: MENSAGENS_COMPRA.chaveIdempotencia }),
  metodoPagamento: z.enum(METODOS_PAGAMENTO, { error: MENSAGENS_COMPRA.metodoPagamento }),
  idCartao: zBodyId(MENSAGENS_COMPRA.cartao).nullish(),
  cartao: ZCartaoNovoBody.nullish(),
  qtdParcelas: z
    .number({ error: MENSAGENS_COMPRA.parcelas })
    .int(MENSAGENS_COMPRA.parcelas)
    .min(1, MENSAGENS_COMPRA.parcelas)
    .max(PARCELAS_MAX, MENSAGENS_COMPRA.parcelas)
    .nullish(),
  cupomDesconto: z.preprocess((v) => (v === '' ? null : v), zCupomDesconto().nullish()),
  captcha: zTexto().max(10_000).nullish(),
};

type Pagamento = {
  metodoPagamento: string;
  idCartao?: number | null;
  cartao?: unknown;
  qtdParcelas?: number | null;
};

/**
 * CARTAO_CREDITO: exactly one of idCartao (a saved card of the buyer) or cartao; qtdParcelas required.
 * PIX: no card; one instalment.
 */
function conferirPagamento(b: Pagamento, ctx: z.RefinementCtx) {
  const comCartao = (b.idCartao ?? null) !== null || (b.cartao ?? null) !== null;
  if (b.metodoPagamento === 'PIX') {
    if (comCartao)
      ctx.addIssue({ code: 'custom', path: ['idCartao'], message: MENSAGENS_COMPRA.cartaoNoPix });
    if ((b.qtdParcelas ?? 1) !== 1) {
      ctx.addIssue({ code: 'custom', path: ['qtdParcelas'], message: MENSAGENS_COMPRA.parcelasPix });
    }
    return;
  }
  if (!comCartao || (b.idCartao != null && b.cartao != null)) {
    ctx.addIssue({ code: 'custom', path: ['idCartao'], message: MENSAGENS_COMPRA.cartao });
  }
  if (b.qtdParcelas == null) {
    ctx.addIssue({ code: 'custom', path: ['qtdParcelas'], message: MENSAGENS_COMPRA.parcelas });
  }
}

/**
 * POST /assinatura/realizar-assinatura-plano (spec doc 2 §3): the spec's fields, with a new card as the
 * gateway's token (ZCartaoNovoBody, never a number or CVV) and two of ours: `chaveIdempotencia`, one
 * UUID per checkout attempt, so a double click or a retry charges once; `aceiteContrato`, the ticked
 * contract box, which the server records. The server recomputes every price, discount and instalment
 * from idPlano, produtosForaDoPlano and cupomDesconto: no amount travels here.
 * - CARTAO_CREDITO: exactly one of idCartao (a saved card of the buyer) or cartao; qtdParcelas required.
 * - PIX: no card; one instalment.
 * - cpf: the signed-in buyer's CPF is the account's; the field only serves the anonymous flow, whose
 *   account was just registered (conta/cadastrar), and the server checks it is the account's.
 */
export const ZRealizarAssinaturaPlanoBody = z
  .object({
    ...camposPagamento,
    idPlano: zBodyId(MENSAGENS_COMPRA.plano),
    cpf: zCpfCupom().nullish(),
    produtosForaDoPlano: z
      .array(zBodyId(MENSAGENS_COMPRA.produto))
      .max(20, MENSAGENS_COMPRA.produto)
      .refine((ids) => new Set(ids).size === ids.length, MENSAGENS_COMPRA.produto)
      .default([]),
    aceiteContrato: z.literal(true, { error: MENSAGENS_COMPRA.contrato }),
  })
  .superRefine(conferirPagamento);
export type TRealizarAssinaturaPlanoBody = z.input<typeof ZRealizarAssinaturaPlanoBody>;

/** The e-books of a purchase or a coupon: 1 to 20 distinct ids. */
const zIdEbooksBody = () =>
  z
    .array(zBodyId(MENSAGENS_EBOOK.naoEncontrado), { error: MENSAGENS_EBOOK.ebooks })
    .min(1, MENSAGENS_EBOOK.ebooks)
    .max(20, MENSAGENS_EBOOK.ebooks)
    .refine((ids) => new Set(ids).size === ids.length, MENSAGENS_EBOOK.ebooks);

/**
 * POST /assinatura/realizar-contratacao-ebook (spec doc 2 §3: idCartao or cartao, cupomDesconto,
 * qtdParcelas, metodoPagamento, idEbooks), with the plan purchase's chaveIdempotencia and captcha; no
 * contract. The server prices the e-books from idEbooks, never from what the address carried.
 */
export const ZRealizarContratacaoEbookBody = z
  .object({ ...camposPagamento, idEbooks: zIdEbooksBody() })
  .superRefine(conferirPagamento);
export type TRealizarContratacaoEbookBody = z.input<typeof ZRealizarContratacaoEbookBody>;

/**
 * POST /assinatura/comprar-produto (issue 22 §1): an add-on bought on its own — an open-question send
 * pack — by a student who holds a plan; the same payment fields as the other purchases, no coupon (the
 * coupons' scope is plans and e-books).
 */
const { cupomDesconto: _semCupom, ...pagamentoSemCupom } = camposPagamento;
export const ZComprarProdutoBody = z
  .object({ ...pagamentoSemCupom, idProduto: zBodyId(MENSAGENS_COMPRA.produto) })
  .superRefine(conferirPagamento);
export type TComprarProdutoBody = z.input<typeof ZComprarProdutoBody>;

/** GET /assinatura/aplicar-desconto-cupom-ebook?cupom=&idEbooks=1,2&cpf= */
export const ZAplicarCupomEbookQuery = z.object({
  cupom: zCupomDesconto(),
  idEbooks: zIdList(MENSAGENS_EBOOK.naoEncontrado).pipe(
    z.array(z.number()).min(1, MENSAGENS_EBOOK.ebooks).max(20, MENSAGENS_EBOOK.ebooks),
  ),
  cpf: zCpfCupom(),
});
export type TAplicarCupomEbookQuery = z.input<typeof ZAplicarCupomEbookQuery>;

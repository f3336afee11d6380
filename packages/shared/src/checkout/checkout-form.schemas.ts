/**
 * The checkout's form (docs/one-way.md, Formulários): the buyer's choices that are not the card —
 * payment method, instalments, the contract box, the add-on products, the coupon typed and, for the
 * anonymous buyer paying by Pix, the address. Built from the purchase body's own rules and texts
 * (MENSAGENS_COMPRA); field names are the body's, so the server's `errors[].campo` land on them.
 */
import { z } from 'zod';
import { MENSAGENS_COMPRA } from '../assinatura/assinatura.schemas.ts';
import { METODOS_PAGAMENTO } from '../assinatura/situacao.ts';
import { ZEnderecoFormulario } from '../cartao-credito/cartao-credito.schemas.ts';

export interface OpcoesCheckoutForm {
  /** A plan (its contract must be accepted); e-books have none. */
  plano: boolean;
  /** The anonymous buyer paying by Pix gives the address here (by card it comes with the card). */
  enderecoPix: boolean;
}

export function zCheckoutForm({ plano, enderecoPix }: OpcoesCheckoutForm) {
  return z
    .object({
      /** '' until one is chosen. */
      metodoPagamento: z
        .string()
        .pipe(z.enum(METODOS_PAGAMENTO, { error: MENSAGENS_COMPRA.metodoPagamento })),
      /** The saved card chosen; '0' the spec's 'new card' option; null the main card. */
      idCartao: z.string().nullable(),
      qtdParcelas: z.string().nullable(),
      produtosForaDoPlano: z.array(z.number().int()),
      cupomDesconto: z.string(),
      aceiteContrato: plano
        ? z.literal(true, { error: MENSAGENS_COMPRA.contrato })
        : z.boolean().transform(() => false),
      // The form's address: UF and município are chosen by hand when the CEP lookup does not know the CEP.
      endereco: enderecoPix ? ZEnderecoFormulario : z.unknown().transform(() => null),
    })
    .superRefine((form, ctx) => {
      if (form.metodoPagamento === 'CARTAO_CREDITO' && !form.qtdParcelas) {
        ctx.addIssue({ code: 'custom', path: ['qtdParcelas'], message: MENSAGENS_COMPRA.parcelas });
      }
    })
    .transform((form) => ({
      ...form,
      qtdParcelas: form.metodoPagamento === 'PIX' ? 1 : Number(form.qtdParcelas),
    }));
}
export type TCheckoutForm = z.output<ReturnType<typeof zCheckoutForm>>;

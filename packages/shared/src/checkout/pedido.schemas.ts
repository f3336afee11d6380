/**
 * One order as its buyer sees it (GET /assinatura/pedido/{idFatura}): the confirmation screen after a
 * purchase shows it, and the Pix screen while the payment is awaited. Money in reais; dates ISO 8601.
 */
import { z } from 'zod';
import { METODOS_PAGAMENTO } from '../assinatura/situacao.ts';
import { zId } from '../common.schemas.ts';
import { MENSAGENS_CHECKOUT, STATUS_PAGAMENTO } from './checkout.schemas.ts';

export const ZPedidoParams = z.object({ idFatura: zId(MENSAGENS_CHECKOUT.faturaNaoEncontrada) });

export const ZPedidoResumo = z.object({
  idFatura: z.number().int(),
  criadoEm: z.string(),
  statusPagamento: z.enum(STATUS_PAGAMENTO),
  metodoPagamento: z.enum(METODOS_PAGAMENTO),
  qtdParcelas: z.number().int(),
  /** The regular instalment (the leftover cents go on the first one). */
  valorParcela: z.number(),
  /** The plan bought, with the platform its button leads into (null: a plan of every platform). */
  plano: z
    .object({
      id: z.number().int(),
      nomePlano: z.string(),
      idPlataforma: z.number().int().nullable(),
      valor: z.number(),
    })
    .nullable(),
  produtos: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  valorProdutos: z.number(),
  ebooks: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  valorEbooks: z.number(),
  cupom: z.string().nullable(),
  valorDesconto: z.number(),
  valorTotal: z.number(),
  pixExpiraEm: z.string().nullable(),
});
export type TPedidoResumo = z.infer<typeof ZPedidoResumo>;

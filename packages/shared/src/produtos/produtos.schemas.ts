import { z } from 'zod';
import { zId } from '../common.schemas.ts';
import { MENSAGENS_PRODUTO } from './produtos.rules.ts';

/** GET produtos/baixar-arquivo/{id}: id is the bought product's (produtoComprado.id in 'Meus produtos'). */
export const ZIdProdutoCompradoParams = z.object({ id: zId(MENSAGENS_PRODUTO.naoEncontrado) });

/**
 * GET produtos/pacotes-envios: the open-question send packs a student with a plan may buy on their own
 * ('Comprar mais envios'), each with its instalment options (maxParcelasProduto).
 */
export const ZPacoteEnvios = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string(),
  /** In reais, as the checkout's products. */
  valor: z.number(),
  enviosQuestaoAberta: z.number(),
  descricaoEntrega: z.string(),
  parcelas: z.array(z.object({ qtdParcela: z.number(), valorParcelado: z.number() })),
});
export type TPacoteEnvios = z.infer<typeof ZPacoteEnvios>;

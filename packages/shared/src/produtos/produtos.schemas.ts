import { z } from 'zod';
import { zId } from '../common.schemas.ts';
import { MENSAGENS_PRODUTO } from './produtos.rules.ts';

/** GET produtos/baixar-arquivo/{id}: id is the bought product's (produtoComprado.id in 'Meus produtos'). */
export const ZIdProdutoCompradoParams = z.object({ id: zId(MENSAGENS_PRODUTO.naoEncontrado) });

import type { TipoMesclavel } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { mesclarNoCatalogo } from '../itens-estudo/index.ts';
import { TABELAS_QUESTAO } from './tipo-questao.ts';

/** The catalogue's merge, on the questions: their links and institution or banca move to the item kept. */
export const mesclarCatalogoQuestoes = (tx: DbOrTx, tipo: TipoMesclavel, de: number, para: number) =>
  mesclarNoCatalogo(tx, TABELAS_QUESTAO, tipo, de, para);

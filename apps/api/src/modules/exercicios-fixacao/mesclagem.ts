import type { TipoMesclavel } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { mesclarNoCatalogo } from '../itens-estudo/index.ts';
import { TABELAS_EXERCICIO } from './tipo-exercicio.ts';

/** The catalogue's merge, on the exercises: their links and institution or banca move to the item kept. */
export const mesclarCatalogoExercicios = (tx: DbOrTx, tipo: TipoMesclavel, de: number, para: number) =>
  mesclarNoCatalogo(tx, TABELAS_EXERCICIO, tipo, de, para);

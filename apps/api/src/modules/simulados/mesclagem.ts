import type { TipoMesclavel } from '@aprovei/shared/catalogo/catalogo-admin.schemas';
import type { DbOrTx } from '../../db/client.ts';
import { mesclarNoCatalogo } from '../itens-estudo/index.ts';
import { TABELAS_QUESTAO_SIMULADO } from './tipo-questao-simulado.ts';

/** The catalogue's merge, on the mocks' questions: their links and institution or banca move to the item kept. */
export const mesclarCatalogoSimulados = (tx: DbOrTx, tipo: TipoMesclavel, de: number, para: number) =>
  mesclarNoCatalogo(tx, TABELAS_QUESTAO_SIMULADO, tipo, de, para);

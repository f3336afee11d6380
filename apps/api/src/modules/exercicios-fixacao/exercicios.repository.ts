import type { DbOrTx } from '../../db/client.ts';
import { registrarResposta } from '../itens-estudo/index.ts';
import { TABELAS_EXERCICIO } from './tipo-exercicio.ts';

/** Exercises are read and answered through itens-estudo; this is the demo seed's way to write answers. */
export function exerciciosRepository(db: DbOrTx) {
  return {
    registrarResposta: (r: { usuarioId: number; exercicioId: number; resposta: boolean; correta: boolean }) =>
      registrarResposta(db, TABELAS_EXERCICIO, {
        usuarioId: r.usuarioId,
        itemId: r.exercicioId,
        correta: r.correta,
        valores: { resposta: r.resposta },
      }),
  };
}

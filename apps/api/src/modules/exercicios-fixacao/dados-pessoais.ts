import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { exercicioUsuario, respostaExercicio } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/** What exercicios-fixacao holds about a person: her answers and her latest per exercise, erased on deletion. */
export function dadosPessoaisExercicios(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'respostasExercicios',
        respostaExercicio,
        {
          exercicioId: respostaExercicio.exercicioId,
          resposta: respostaExercicio.resposta,
          correta: respostaExercicio.correta,
          respondidaEm: respostaExercicio.respondidaEm,
        },
        [asc(respostaExercicio.respondidaEm), asc(respostaExercicio.id)],
      ),
      secaoDoTitular(
        db,
        'ultimaRespostaPorExercicio',
        exercicioUsuario,
        {
          exercicioId: exercicioUsuario.exercicioId,
          ultimaCorreta: exercicioUsuario.ultimaCorreta,
          ultimaResposta: exercicioUsuario.ultimaResposta,
          totalRespostas: exercicioUsuario.totalRespostas,
          ultimaEm: exercicioUsuario.ultimaEm,
        },
        [asc(exercicioUsuario.exercicioId)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(respostaExercicio).where(eq(respostaExercicio.usuarioId, id));
      await tx.delete(exercicioUsuario).where(eq(exercicioUsuario.usuarioId, id));
    },
  };
}

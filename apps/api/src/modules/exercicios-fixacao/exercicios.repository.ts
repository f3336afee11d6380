import type { ZExercicioNovo } from '@aprovei/shared/questoes/questoes.schemas';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { exercicio, exercicioConteudo, exercicioMateria } from '../../db/schema/index.ts';

/** A checked new exercise (ZExercicioNovo) with its number. */
type ExercicioNovoLinha = z.output<typeof ZExercicioNovo> & { numeroQuestao: number };

/** Exercises are read and answered through itens-estudo; this writes new ones. */
export function exerciciosRepository(db: DbOrTx) {
  return {
    /** New exercises with their tags, set-based (one insert per table); their ids in order. */
    async inserir(exercicios: ExercicioNovoLinha[]): Promise<number[]> {
      const ids = (
        await db
          .insert(exercicio)
          .values(
            exercicios.map((x) => ({
              plataformaId: x.plataformaId,
              numeroQuestao: x.numeroQuestao,
              contexto: x.contexto,
              afirmativa: x.afirmativa,
              certo: x.certo,
              explicacao: x.explicacao,
              anoId: x.anoId,
              instituicaoId: x.instituicaoId,
              bancaId: x.bancaId,
              estagiario: x.estagiario,
              situacao: x.situacao,
            })),
          )
          .returning({ id: exercicio.id })
      ).map((r) => r.id);
      const porExercicio = <T>(f: (x: ExercicioNovoLinha, exercicioId: number) => T[]) =>
        exercicios.flatMap((x, i) => f(x, ids[i]!));
      await db
        .insert(exercicioMateria)
        .values(
          porExercicio((x, exercicioId) => x.materias.map((materiaId) => ({ materiaId, exercicioId }))),
        );
      const conteudos = porExercicio((x, exercicioId) =>
        x.conteudos.map((conteudoId) => ({ conteudoId, exercicioId })),
      );
      if (conteudos.length > 0) await db.insert(exercicioConteudo).values(conteudos);
      return ids;
    },
  };
}

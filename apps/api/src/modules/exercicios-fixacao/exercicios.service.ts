import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { percentual, resumoAcertos } from '@aprovei/shared/questoes/questoes.rules';
import type { TEstatisticaExercicio } from '@aprovei/shared/questoes/questoes.schemas';
import type { Db } from '../../db/client.ts';
import { itensEstudoService } from '../itens-estudo/index.ts';
import { EXERCICIO } from './tipo-exercicio.ts';

/** Fixation exercises: the study-item mechanism (itens-estudo) on EXERCICIO. */
export function exerciciosService(db: Db) {
  const exercicios = itensEstudoService(db).deTipo(EXERCICIO);

  return {
    visivel: exercicios.visivel,
    listar: exercicios.listar,
    responder: exercicios.responder,

    /** Hits and misses, and how many answered Certo and Errado. */
    async estatistica(
      usuarioId: number,
      tenant: Tenant,
      exercicioId: number,
    ): Promise<TEstatisticaExercicio> {
      const s = await exercicios.contagens(usuarioId, tenant, exercicioId);
      return {
        ...resumoAcertos(s.acertos, s.total),
        alternativas: [
          { ordem: 1, descricao: 'Certo', total: s.certo, percentual: percentual(s.certo, s.total) },
          { ordem: 2, descricao: 'Errado', total: s.errado, percentual: percentual(s.errado, s.total) },
        ],
      };
    },
  };
}

export type ExerciciosService = ReturnType<typeof exerciciosService>;

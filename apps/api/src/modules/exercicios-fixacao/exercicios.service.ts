import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { percentual, resumoAcertos } from '@aprovei/shared/questoes/questoes.rules';
import {
  type TEstatisticaExercicio,
  type TExercicioNovo,
  ZExercicioNovo,
} from '@aprovei/shared/questoes/questoes.schemas';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { conferirReferencias, itensEstudoService, proximosNumeros } from '../itens-estudo/index.ts';
import { exerciciosRepository } from './exercicios.repository.ts';
import { EXERCICIO } from './tipo-exercicio.ts';

/** An exercise's rich texts (context, statement, explanation) through the server's allow-list. */
export function textosLimpos<X extends { contexto: string; afirmativa: string; explicacao: string }>(x: X) {
  return {
    contexto: sanitizeRichText(x.contexto),
    afirmativa: sanitizeRichText(x.afirmativa),
    explicacao: sanitizeRichText(x.explicacao),
  };
}

/** Fixation exercises: the study-item mechanism (itens-estudo) on EXERCICIO. */
export function exerciciosService(db: Db) {
  const exercicios = itensEstudoService(db).deTipo(EXERCICIO);

  return {
    visivel: exercicios.visivel,
    listar: exercicios.listar,
    responder: exercicios.responder,
    /** The cards of the given exercises as the user sees them (the review's queue; access decided by it). */
    cards: exercicios.cards,

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

    /**
     * Adds exercises (the back office's operation, one from its form or a list from an import; the demo
     * content adds its exercises with it): each checked against ZExercicioNovo and the catalogue (400
     * naming `<position>.<field>`), the context sanitised, numbered after its platform's last. Answers
     * their ids, in order.
     */
    async cadastrar(
      novos: TExercicioNovo[],
      /** Runs in the insert's transaction with the new ids (the back office's audit entry). */
      aoGravar?: (tx: DbOrTx, ids: number[]) => Promise<void>,
    ): Promise<number[]> {
      const exercicios = validarEntrada(z.array(ZExercicioNovo), novos);
      if (exercicios.length === 0) return [];
      await conferirReferencias(db, exercicios);
      return db.transaction(async (tx) => {
        const numeros = await proximosNumeros(
          tx,
          'exercicio',
          exercicios.map((x) => x.plataformaId),
        );
        const ids = await exerciciosRepository(tx).inserir(
          exercicios.map((x, i) => ({ ...x, ...textosLimpos(x), numeroQuestao: numeros[i]! })),
        );
        await aoGravar?.(tx, ids);
        return ids;
      });
    },
  };
}

export type ExerciciosService = ReturnType<typeof exerciciosService>;

import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { letra, percentual, resumoAcertos, somaCorreta } from '@aprovei/shared/questoes/questoes.rules';
import {
  type TEstatisticaAcerto,
  type TEstatisticaAlternativa,
  type TQuestaoNova,
  type TRespostaBody,
  ZQuestaoNova,
} from '@aprovei/shared/questoes/questoes.schemas';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { conferirReferencias, itensEstudoService, proximosNumeros } from '../itens-estudo/index.ts';
import { questoesRepository } from './questoes.repository.ts';
import { QUESTAO } from './tipo-questao.ts';

/** A question's rich texts (statement, explanations, alternatives) through the server's allow-list. */
export function textosLimpos<
  Q extends {
    enunciado: string;
    explicacao: string;
    alternativas: string[];
    explicacoesAlternativas: string[];
  },
>(q: Q) {
  return {
    enunciado: sanitizeRichText(q.enunciado),
    explicacao: sanitizeRichText(q.explicacao),
    alternativas: q.alternativas.map(sanitizeRichText),
    explicacoesAlternativas: q.explicacoesAlternativas.map(sanitizeRichText),
  };
}

/** Questions: the study-item mechanism (itens-estudo) on QUESTAO, and their per-alternative statistics. */
export function questoesService(db: Db) {
  const repo = questoesRepository(db);
  const itens = itensEstudoService(db);
  const questoes = itens.deTipo(QUESTAO);

  return {
    /** A question the user may see: of the tenant's platforms, and pre-selected when a trainee. */
    visivel: questoes.visivel,
    listar: questoes.listar,
    /** The cards of the given questions as the user sees them (the review's queue; access decided by it). */
    cards: questoes.cards,
    responder: (usuarioId: number, tenant: Tenant, body: TRespostaBody) =>
      questoes.responder(usuarioId, tenant, body.idQuestao, body, body.idCliente),

    async estatisticaAcerto(
      usuarioId: number,
      tenant: Tenant,
      questaoId: number,
    ): Promise<TEstatisticaAcerto> {
      const { acertos, total } = await questoes.contagens(usuarioId, tenant, questaoId);
      return resumoAcertos(acertos, total);
    },

    async estatisticaAlternativas(
      usuarioId: number,
      tenant: Tenant,
      questaoId: number,
    ): Promise<TEstatisticaAlternativa[]> {
      const q = await questoes.paraResponder(usuarioId, tenant, questaoId);
      const porAlternativa = await repo.porAlternativa(questaoId, q.questaoSomatoria);
      return porAlternativa.map((a) => ({
        ordem: a.ordem,
        descricao: letra(a.ordem - 1),
        total: a.total,
        percentual: percentual(a.total, a.respostas),
      }));
    },

    /**
     * Adds questions to the bank (the back office's operation, one from its form or a list from an
     * import; the demo content adds its questions with it): each checked against ZQuestaoNova and the
     * catalogue (400 naming `<position>.<field>`), the statement sanitised, numbered after its platform's
     * last. Answers their ids, in order.
     */
    async cadastrar(
      novas: TQuestaoNova[],
      /** Runs in the insert's transaction with the new ids (the back office's audit entry). */
      aoGravar?: (tx: DbOrTx, ids: number[]) => Promise<void>,
    ): Promise<number[]> {
      const questoes = validarEntrada(z.array(ZQuestaoNova), novas);
      if (questoes.length === 0) return [];
      await conferirReferencias(db, questoes);
      return db.transaction(async (tx) => {
        const numeros = await proximosNumeros(
          tx,
          'questao',
          questoes.map((q) => q.plataformaId),
        );
        const ids = await questoesRepository(tx).inserir(
          questoes.map((q, i) => ({
            ...q,
            ...textosLimpos(q),
            numeroQuestao: numeros[i]!,
            somaCorreta: q.somatoria ? somaCorreta(q.corretas) : null,
          })),
        );
        await aoGravar?.(tx, ids);
        return ids;
      });
    },

    /** The random-order setting of questions or of exercises (routes `questoes/randomizar…`). */
    ordenacao: itens.ordenacao,
    salvarOrdenacao: itens.salvarOrdenacao,
  };
}

export type QuestoesService = ReturnType<typeof questoesService>;

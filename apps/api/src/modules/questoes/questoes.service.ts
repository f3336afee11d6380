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
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { validarEntrada } from '../../lib/validar.ts';
import { conferirReferencias, itensEstudoService, proximosNumeros } from '../itens-estudo/index.ts';
import { questoesRepository } from './questoes.repository.ts';
import { QUESTAO } from './tipo-questao.ts';

/** Questions: the study-item mechanism (itens-estudo) on QUESTAO, and their per-alternative statistics. */
export function questoesService(db: Db) {
  const repo = questoesRepository(db);
  const itens = itensEstudoService(db);
  const questoes = itens.deTipo(QUESTAO);

  return {
    /** A question the user may see: of the tenant's platforms, and pre-selected when a trainee. */
    visivel: questoes.visivel,
    listar: questoes.listar,
    responder: (usuarioId: number, tenant: Tenant, body: TRespostaBody) =>
      questoes.responder(usuarioId, tenant, body.idQuestao, body),

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
     * catalogue (400 naming `<position>.<field>`), its rich texts sanitised, numbered after its platform's
     * last. Answers their ids, in order.
     */
    async cadastrar(novas: TQuestaoNova[]): Promise<number[]> {
      const questoes = validarEntrada(z.array(ZQuestaoNova), novas);
      if (questoes.length === 0) return [];
      await conferirReferencias(db, questoes);
      return db.transaction(async (tx) => {
        const numeros = await proximosNumeros(
          tx,
          'questao',
          questoes.map((q) => q.plataformaId),
        );
        return questoesRepository(tx).inserir(
          questoes.map((q, i) => ({
            ...q,
            numeroQuestao: numeros[i]!,
            enunciado: sanitizeRichText(q.enunciado),
            alternativas: q.alternativas.map(sanitizeRichText),
            explicacao: sanitizeRichText(q.explicacao),
            explicacoesAlternativas: q.explicacoesAlternativas.map(sanitizeRichText),
            somaCorreta: q.somatoria ? somaCorreta(q.corretas) : null,
          })),
        );
      });
    },

    /** The random-order setting of questions or of exercises (routes `questoes/randomizar…`). */
    ordenacao: itens.ordenacao,
    salvarOrdenacao: itens.salvarOrdenacao,
  };
}

export type QuestoesService = ReturnType<typeof questoesService>;

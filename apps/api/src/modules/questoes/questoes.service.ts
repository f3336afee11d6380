import type { Tenant } from '@aprovei/shared/plataforma/plataforma.rules';
import { letra, percentual, resumoAcertos } from '@aprovei/shared/questoes/questoes.rules';
import type {
  TEstatisticaAcerto,
  TEstatisticaAlternativa,
  TRespostaBody,
} from '@aprovei/shared/questoes/questoes.schemas';
import type { Db } from '../../db/client.ts';
import { itensEstudoService } from '../itens-estudo/index.ts';
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

    /** The random-order setting of questions or of exercises (routes `questoes/randomizar…`). */
    ordenacao: itens.ordenacao,
    salvarOrdenacao: itens.salvarOrdenacao,
  };
}

export type QuestoesService = ReturnType<typeof questoesService>;

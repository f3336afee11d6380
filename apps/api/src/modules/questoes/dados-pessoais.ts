import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { questaoUsuario, respostaQuestao } from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What questoes holds about a person: every answer with its time and her latest per question, erased on
 * deletion (the dashboards' counters follow the latest answers: estatisticas erases its own after).
 */
export function dadosPessoaisQuestoes(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'respostasQuestoes',
        respostaQuestao,
        {
          questaoId: respostaQuestao.questaoId,
          alternativaId: respostaQuestao.alternativaId,
          valorSomatoria: respostaQuestao.valorSomatoria,
          correta: respostaQuestao.correta,
          respondidaEm: respostaQuestao.respondidaEm,
        },
        [asc(respostaQuestao.respondidaEm), asc(respostaQuestao.id)],
      ),
      secaoDoTitular(
        db,
        'ultimaRespostaPorQuestao',
        questaoUsuario,
        {
          questaoId: questaoUsuario.questaoId,
          ultimaCorreta: questaoUsuario.ultimaCorreta,
          ultimaAlternativaId: questaoUsuario.ultimaAlternativaId,
          ultimaSomatoria: questaoUsuario.ultimaSomatoria,
          totalRespostas: questaoUsuario.totalRespostas,
          ultimaEm: questaoUsuario.ultimaEm,
        },
        [asc(questaoUsuario.questaoId)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(respostaQuestao).where(eq(respostaQuestao.usuarioId, id));
      await tx.delete(questaoUsuario).where(eq(questaoUsuario.usuarioId, id));
    },
  };
}

import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  compraPacoteSimulado,
  respostaSimuladoQuestao,
  simuladoQuestaoUsuario,
  simuladoTentativa,
} from '../../db/schema/index.ts';
import { type DadosPessoais, secaoDoTitular } from '../../db/titular.ts';

/**
 * What simulados holds about a person: her attempts, answers, latest answer per mock question and the
 * packages she bought. Erased on deletion: the attempts leave the ranking with them (its counts follow,
 * migration 0009).
 */
export function dadosPessoaisSimulados(db: DbOrTx): DadosPessoais {
  return {
    exportar: [
      secaoDoTitular(
        db,
        'simulados',
        simuladoTentativa,
        {
          simuladoId: simuladoTentativa.simuladoId,
          iniciadoEm: simuladoTentativa.iniciadoEm,
          finalizadoEm: simuladoTentativa.finalizadoEm,
          pontuacao: simuladoTentativa.pontuacao,
          acertos: simuladoTentativa.acertos,
          resultado: simuladoTentativa.resultado,
        },
        [asc(simuladoTentativa.iniciadoEm), asc(simuladoTentativa.simuladoId)],
      ),
      secaoDoTitular(
        db,
        'respostasSimulados',
        respostaSimuladoQuestao,
        {
          questaoSimuladoId: respostaSimuladoQuestao.simuladoQuestaoId,
          alternativaId: respostaSimuladoQuestao.alternativaId,
          correta: respostaSimuladoQuestao.correta,
          respondidaEm: respostaSimuladoQuestao.respondidaEm,
        },
        [asc(respostaSimuladoQuestao.respondidaEm), asc(respostaSimuladoQuestao.id)],
      ),
      secaoDoTitular(
        db,
        'ultimaRespostaPorQuestaoSimulado',
        simuladoQuestaoUsuario,
        {
          questaoSimuladoId: simuladoQuestaoUsuario.simuladoQuestaoId,
          ultimaCorreta: simuladoQuestaoUsuario.ultimaCorreta,
          ultimaAlternativaId: simuladoQuestaoUsuario.ultimaAlternativaId,
          totalRespostas: simuladoQuestaoUsuario.totalRespostas,
          ultimaEm: simuladoQuestaoUsuario.ultimaEm,
        },
        [asc(simuladoQuestaoUsuario.simuladoQuestaoId)],
      ),
      secaoDoTitular(
        db,
        'comprasPacotesSimulados',
        compraPacoteSimulado,
        { pacoteId: compraPacoteSimulado.pacoteId, compradoEm: compraPacoteSimulado.compradoEm },
        [asc(compraPacoteSimulado.compradoEm)],
      ),
    ],
    async apagar(tx, { id }) {
      await tx.delete(respostaSimuladoQuestao).where(eq(respostaSimuladoQuestao.usuarioId, id));
      await tx.delete(simuladoQuestaoUsuario).where(eq(simuladoQuestaoUsuario.usuarioId, id));
      await tx.delete(simuladoTentativa).where(eq(simuladoTentativa.usuarioId, id));
      await tx.delete(compraPacoteSimulado).where(eq(compraPacoteSimulado.usuarioId, id));
    },
  };
}

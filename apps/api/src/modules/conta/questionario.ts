import {
  type PerguntaNo,
  perguntasExigidas,
  problemaResposta,
  type TipoResposta,
} from '@aprovei/shared/conta/questionario.rules';
import type { TErroCampo } from '@aprovei/shared/errors';
import type { PerguntaRow } from './conta.repository.ts';

export function toPerguntaNo(p: PerguntaRow): PerguntaNo {
  return {
    id: p.id,
    tipoResposta: p.tipoResposta as TipoResposta,
    idPerguntaUsuarioSim: p.perguntaSimId,
    idPerguntaUsuarioNao: p.perguntaNaoId,
  };
}

/**
 * Checks the questionnaire answers against the questions the answers themselves make required.
 * Answers to questions outside the asked path are dropped (a changed SIM/NAO leaves stale ones).
 */
export function conferirQuestionario(
  perguntas: PerguntaRow[],
  enviadas: { idPerguntaUsuario: number; resposta: string }[],
): { respostas: { perguntaId: number; resposta: string }[]; erros: TErroCampo[] } {
  const porId = new Map(perguntas.map((p) => [p.id, toPerguntaNo(p)]));
  const respostas = new Map(enviadas.map((r) => [r.idPerguntaUsuario, r.resposta.trim()]));
  const raizes = perguntas.filter((p) => p.raiz).map((p) => p.id);
  const exigidas = perguntasExigidas(raizes, porId, respostas);
  const erros: TErroCampo[] = [];
  for (const id of exigidas) {
    const problema = problemaResposta(porId.get(id)!.tipoResposta, respostas.get(id));
    if (problema) erros.push({ campo: `respostasPerguntaUsuario.${id}`, mensagem: problema });
  }
  return { respostas: exigidas.map((id) => ({ perguntaId: id, resposta: respostas.get(id) ?? '' })), erros };
}

/**
 * Registration questionnaire (spec doc 1 §2.3): root questions are always asked; answering SIM or NAO
 * to a SIM_NAO question adds its linked sub-question for that answer (and drops the other branch).
 */
export const TIPOS_RESPOSTA = ['TEXTO', 'SIM_NAO'] as const;
export type TipoResposta = (typeof TIPOS_RESPOSTA)[number];
export const RESPOSTA_MIN = 3;
export const RESPOSTA_MAX = 500;

export interface PerguntaNo {
  id: number;
  tipoResposta: TipoResposta;
  idPerguntaUsuarioSim: number | null;
  idPerguntaUsuarioNao: number | null;
}

export const MENSAGENS_QUESTIONARIO = {
  obrigatoria: 'Responda esta pergunta.',
  curta: `A resposta deve ter pelo menos ${RESPOSTA_MIN} caracteres.`,
  longa: `A resposta deve ter no máximo ${RESPOSTA_MAX} caracteres.`,
  simNao: 'Responda SIM ou NAO.',
} as const;

/** The sub-question an answer opens, if any. */
export function subPergunta(pergunta: PerguntaNo, resposta: string | undefined): number | null {
  if (pergunta.tipoResposta !== 'SIM_NAO') return null;
  if (resposta === 'SIM') return pergunta.idPerguntaUsuarioSim;
  if (resposta === 'NAO') return pergunta.idPerguntaUsuarioNao;
  return null;
}

/** Ids of the questions to answer, in asking order: each root followed by the branch its answer opens. */
export function perguntasExigidas(
  raizes: readonly number[],
  porId: ReadonlyMap<number, PerguntaNo>,
  respostas: ReadonlyMap<number, string>,
): number[] {
  const ordem: number[] = [];
  const visitar = (id: number | null) => {
    // A cycle in the content must not hang the form: each question is asked once.
    while (id !== null && !ordem.includes(id)) {
      const pergunta = porId.get(id);
      if (!pergunta) return;
      ordem.push(id);
      id = subPergunta(pergunta, respostas.get(id));
    }
  };
  for (const raiz of raizes) visitar(raiz);
  return ordem;
}

export function problemaResposta(tipo: TipoResposta, resposta: string | undefined): string | null {
  const texto = resposta?.trim() ?? '';
  if (texto === '') return MENSAGENS_QUESTIONARIO.obrigatoria;
  if (tipo === 'SIM_NAO') return texto === 'SIM' || texto === 'NAO' ? null : MENSAGENS_QUESTIONARIO.simNao;
  if (texto.length < RESPOSTA_MIN) return MENSAGENS_QUESTIONARIO.curta;
  return texto.length > RESPOSTA_MAX ? MENSAGENS_QUESTIONARIO.longa : null;
}

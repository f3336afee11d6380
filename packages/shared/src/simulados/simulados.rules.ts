/**
 * National mock exams (spec doc 3 "Mock tests", §4 mock states, §5 finishing rule): the types and their parts,
 * scoring, the finishing rule, the time limit and the ranking's paging. Pure; the API and the web share them.
 */

export const TIPOS_SIMULADO = ['ENARE', 'FUVEST'] as const;
export type TipoSimulado = (typeof TIPOS_SIMULADO)[number];

export const PARTES_SIMULADO = ['SUS', 'ESPECIFICO', 'GERAL', 'PORTUGUES'] as const;
export type ParteSimulado = (typeof PARTES_SIMULADO)[number];

/** The parts each type is scored in: ENARE SUS, specific, general; FUVEST Portuguese, SUS and public policies, specific. */
export const PARTES_POR_TIPO: Record<TipoSimulado, readonly ParteSimulado[]> = {
  ENARE: ['SUS', 'ESPECIFICO', 'GERAL'],
  FUVEST: ['PORTUGUES', 'SUS', 'ESPECIFICO'],
};

/** The spec treats a mock as FUVEST when its name contains FUVEST. */
export function tipoPeloNome(nome: string): TipoSimulado {
  return nome.toUpperCase().includes('FUVEST') ? 'FUVEST' : 'ENARE';
}

export const MENSAGEM_NAO_RESPONDIDAS =
  'Você ainda não respondeu todas as questões. Por favor, revise o simulado e marque todas antes de finalizar.';
export const MENSAGEM_FINALIZADO = 'Simulado finalizado com sucesso!';
export const MENSAGEM_JA_FINALIZADO =
  'Este simulado já foi finalizado; as respostas não podem mais ser alteradas.';
export const MENSAGEM_TEMPO_ESGOTADO =
  'O tempo deste simulado terminou. Ele foi finalizado com as respostas já marcadas.';
export const MENSAGEM_NAO_LIBERADO = 'Este simulado ainda não foi liberado.';
export const MENSAGEM_BLOQUEADO =
  'Você não tem acesso a este simulado. Adquira o pacote ou um plano de simulados nacionais para fazê-lo.';
export const MENSAGEM_SIMULADO_NAO_ENCONTRADO = 'Simulado não encontrado.';
export const MENSAGEM_ESTATISTICAS_ANTES_DE_FINALIZAR =
  'As estatísticas do simulado ficam disponíveis depois que você o finalizar.';

/** Points per correct answer in each part of the mock's type (whole points). */
export type PesosSimulado = Partial<Record<ParteSimulado, number>>;

export interface ResultadoParte {
  acertos: number;
  total: number;
  pontos: number;
}
export interface ResultadoSimulado {
  partes: Partial<Record<ParteSimulado, ResultadoParte>>;
  acertos: number;
  total: number;
  pontuacao: number;
}

/**
 * A part's score is its hits times its weight; the mock's score is the sum of its parts. A wrong or blank
 * answer (`correta` false or null) scores 0; an annulled question scores as right for everyone, answered or
 * not (docs/decisions/021-anulacao-simulado.md). A question of a part the type does not have is an error of
 * the content, refused.
 */
export function pontuar(
  tipo: TipoSimulado,
  pesos: PesosSimulado,
  questoes: readonly { parte: ParteSimulado; correta: boolean | null; anulada?: boolean }[],
): ResultadoSimulado {
  const partes: Partial<Record<ParteSimulado, ResultadoParte>> = {};
  for (const p of PARTES_POR_TIPO[tipo]) partes[p] = { acertos: 0, total: 0, pontos: 0 };
  for (const q of questoes) {
    const r = partes[q.parte];
    if (!r) throw new Error(`Parte ${q.parte} não existe no tipo ${tipo}.`);
    r.total += 1;
    if (q.correta || q.anulada) {
      r.acertos += 1;
      r.pontos += pesos[q.parte] ?? 0;
    }
  }
  const lista = Object.values(partes);
  return {
    partes,
    acertos: lista.reduce((s, r) => s + r.acertos, 0),
    total: lista.reduce((s, r) => s + r.total, 0),
    pontuacao: lista.reduce((s, r) => s + r.pontos, 0),
  };
}

/** Finishing needs every question answered, unless the time limit has passed (then what was answered counts). */
export function podeFinalizar(total: number, respondidas: number, tempoEsgotado: boolean): boolean {
  return tempoEsgotado || respondidas >= total;
}

/** The moment a timed attempt ends; null when the mock has no limit or the attempt has not started. */
export function fimDoTempo(iniciadoEm: Date | null, duracaoMinutos: number | null): Date | null {
  if (!iniciadoEm || !duracaoMinutos) return null;
  return new Date(iniciadoEm.getTime() + duracaoMinutos * 60_000);
}

export function tempoEsgotado(iniciadoEm: Date | null, duracaoMinutos: number | null, agora: Date): boolean {
  const fim = fimDoTempo(iniciadoEm, duracaoMinutos);
  return fim !== null && agora.getTime() >= fim.getTime();
}

/**
 * How long after a timed attempt's end the server still takes the answers a device kept while offline
 * (given before the end), and so waits before finishing the attempt by itself
 * (docs/decisions/026-respostas-offline.md). It is also the most extra time a forged answer time could buy.
 */
export const TOLERANCIA_OFFLINE_MINUTOS = 15;

/** The time and the offline tolerance have passed: the attempt finishes with what it has. */
export function encerradoPeloTempo(
  iniciadoEm: Date | null,
  duracaoMinutos: number | null,
  agora: Date,
): boolean {
  const fim = fimDoTempo(iniciadoEm, duracaoMinutos);
  return fim !== null && agora.getTime() >= fim.getTime() + TOLERANCIA_OFFLINE_MINUTOS * 60_000;
}

/**
 * Whether an answer arriving now counts: before the end, or after it, within the tolerance, one the
 * device says it kept from before the end (`respondidaEm`). The server's clock decides both bounds.
 */
export function aceitaResposta(fim: Date | null, agora: Date, respondidaEm?: Date): boolean {
  if (!fim || agora.getTime() < fim.getTime()) return true;
  return (
    respondidaEm !== undefined &&
    respondidaEm.getTime() <= fim.getTime() &&
    agora.getTime() < fim.getTime() + TOLERANCIA_OFFLINE_MINUTOS * 60_000
  );
}

/**
 * The share of the other participants the student finished ahead of, 0–100 (whole, rounded down): the
 * 1st of 200 is ahead of 100 %, the last of 200 of 0 %. Null when the student is the only participant.
 */
export function percentil(posicao: number, participantes: number): number | null {
  if (participantes <= 1 || posicao < 1 || posicao > participantes) return null;
  return Math.floor((100 * (participantes - posicao)) / (participantes - 1));
}

/** The answer sheet of a finished attempt: only its owner gets it; anyone else (or before finishing) a 404. */
export const MENSAGEM_FOLHA_NAO_ENCONTRADA = 'Folha de respostas não encontrada.';
export const MENSAGEM_SOMENTE_ADMIN = 'Somente a equipe do Aprovei pode cadastrar simulados.';

/** Released once its release date has come. */
export function liberado(dataLiberacao: Date, agora: Date): boolean {
  return dataLiberacao.getTime() <= agora.getTime();
}

/** The podium holds the first three; the paged list starts at the 4th place (spec §9). */
export const TAMANHO_PODIO = 3;

/** Rows to skip for a page of the list below the podium, and that list's total. */
export function janelaRanking(page: number, size: number, participantes: number) {
  return { offset: TAMANHO_PODIO + page * size, total: Math.max(0, participantes - TAMANHO_PODIO) };
}

// ─── The back office: composing, publishing and correcting mocks (issue 21 §4) ─────────────────────

/** A mock is a draft while the staff compose it (students never see it), published once released to them. */
export const SITUACOES_SIMULADO = ['RASCUNHO', 'PUBLICADO'] as const;
export type SituacaoSimulado = (typeof SITUACOES_SIMULADO)[number];

/** The situation of an annulled mock question: it counts as right for everyone (docs/decisions/021-anulacao-simulado.md). */
export const QUESTAO_SIMULADO_ANULADA = 'ANULADA';

/** The parts' names in the back office's messages. */
export const NOMES_PARTE: Record<ParteSimulado, string> = {
  SUS: 'SUS',
  ESPECIFICO: 'Específico',
  GERAL: 'Geral',
  PORTUGUES: 'Português',
};

export const MENSAGEM_SIMULADO_CONGELADO =
  'Este simulado já tem respostas de alunos: as questões e o gabarito não podem mais ser alterados. Para corrigir uma questão, anule-a.';
export const MENSAGEM_SIMULADO_VAZIO = 'Adicione ao menos uma questão antes de publicar o simulado.';
export const MENSAGEM_JA_PUBLICADO = 'Este simulado já está publicado.';
export const MENSAGEM_ANULAR_RASCUNHO =
  'Só se anula questão de um simulado publicado; num rascunho, remova-a.';
export const MENSAGEM_JA_ANULADA = 'Esta questão já está anulada.';
export const MENSAGEM_QUESTAO_SIMULADO_NAO_ENCONTRADA = 'Questão do simulado não encontrada.';
export const MENSAGEM_NOME_SIMULADO_USADO = 'Já existe um simulado com esse nome nesta plataforma.';
export const MENSAGEM_NOME_PACOTE_USADO = 'Já existe um pacote com esse nome nesta plataforma.';
export const MENSAGEM_PACOTE_NAO_ENCONTRADO = 'Pacote não encontrado.';
export const mensagemParteSemQuestoes = (parte: ParteSimulado) =>
  `A parte ${NOMES_PARTE[parte]} tem peso e nenhuma questão: adicione questões a ela ou zere o seu peso.`;
export const mensagemParteForaDoTipo = (parte: ParteSimulado, tipo: TipoSimulado) =>
  `A parte ${NOMES_PARTE[parte]} não existe no tipo ${tipo}.`;

/**
 * What keeps a draft from being published: no question at all, or a part the type weighs with no
 * question in it. Null when it may be published.
 */
export function impedimentoPublicacao(
  tipo: TipoSimulado,
  pesos: PesosSimulado,
  questoesPorParte: Partial<Record<ParteSimulado, number>>,
): string | null {
  const total = Object.values(questoesPorParte).reduce((s, n) => s + (n ?? 0), 0);
  if (total === 0) return MENSAGEM_SIMULADO_VAZIO;
  const vazia = PARTES_POR_TIPO[tipo].find((p) => (pesos[p] ?? 0) > 0 && !questoesPorParte[p]);
  return vazia ? mensagemParteSemQuestoes(vazia) : null;
}

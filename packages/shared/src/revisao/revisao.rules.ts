/**
 * Daily review (issue 24): which answers enter a student's review deck, the FSRS rating an answer gives,
 * and the exam date's limit on the next review. Pure rules, shared by the API and the web.
 */

/** The certainty a student may give of an answer, one tap, after answering. */
export const CERTEZAS = ['TENHO_CERTEZA', 'ACHO_QUE_SIM', 'CHUTEI'] as const;
export type Certeza = (typeof CERTEZAS)[number];
export const ROTULO_CERTEZA: Record<Certeza, string> = {
  TENHO_CERTEZA: 'Tenho certeza',
  ACHO_QUE_SIM: 'Acho que sim',
  CHUTEI: 'Chutei',
};

/** Why a student missed, optional, after a wrong answer. */
export const MOTIVOS_ERRO = [
  'NAO_SABIA',
  'LI_ERRADO',
  'ERREI_O_RACIOCINIO',
  'FALTOU_TEMPO',
  'CAI_NA_PEGADINHA',
] as const;
export type MotivoErro = (typeof MOTIVOS_ERRO)[number];
export const ROTULO_MOTIVO_ERRO: Record<MotivoErro, string> = {
  NAO_SABIA: 'Não sabia',
  LI_ERRADO: 'Li errado',
  ERREI_O_RACIOCINIO: 'Errei o raciocínio',
  FALTOU_TEMPO: 'Faltou tempo',
  CAI_NA_PEGADINHA: 'Caí na pegadinha',
};

/** The kinds of item a deck holds, by their table (itens-estudo's `tabelas.item`). */
export const TIPOS_REVISAO = ['questao', 'exercicio', 'simulado_questao'] as const;
export type TipoRevisao = (typeof TIPOS_REVISAO)[number];
/**
 * The kinds whose every answer moves the deck at once. A mock's answers stay out until the mock closes
 * for the student (she may still change them, and the review must not leak them): then its misses enter.
 */
export const TIPOS_REVISADOS_AO_RESPONDER = [
  'questao',
  'exercicio',
] as const satisfies readonly TipoRevisao[];

/** FSRS ratings as ts-fsrs numbers them (Again 1, Hard 2, Good 3); Easy is never given. */
export const AVALIACAO = { ERREI: 1, DIFICIL: 2, BOM: 3 } as const;
export type Avaliacao = (typeof AVALIACAO)[keyof typeof AVALIACAO];

/**
 * The rating of an answer: wrong, or right but guessed → Again (never Hard for a miss, as the FSRS
 * maintainers advise); right with 'Acho que sim' → Hard; right with 'Tenho certeza' or no certainty → Good.
 */
export function avaliacaoDe(correta: boolean, certeza: Certeza | null): Avaliacao {
  if (!correta || certeza === 'CHUTEI') return AVALIACAO.ERREI;
  if (certeza === 'ACHO_QUE_SIM') return AVALIACAO.DIFICIL;
  return AVALIACAO.BOM;
}

/** Whether an answer puts its item into the deck: a miss, or a hit the student says she guessed. */
export const entraNoBaralho = (correta: boolean, certeza: Certeza | null) => !correta || certeza === 'CHUTEI';

const DIA_MS = 86_400_000;
/** Brazil has kept UTC−3 all year since 2019 (FUSO_BRASIL): a calendar day there starts at 03:00 UTC. */
const DESLOCAMENTO_BRASIL_MS = 3 * 3_600_000;

/** The instant a calendar day ('AAAA-MM-DD') starts in Brazil. */
export function inicioDoDiaNoBrasil(data: string): Date {
  return new Date(Date.parse(`${data}T00:00:00Z`) + DESLOCAMENTO_BRASIL_MS);
}

/** The calendar day ('AAAA-MM-DD') an instant falls on in Brazil. */
export function diaNoBrasil(instante: Date): string {
  return new Date(instante.getTime() - DESLOCAMENTO_BRASIL_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) an instant falls on in Brazil: the daily e-mail goes at the student's. */
export function horaNoBrasil(instante: Date): number {
  return new Date(instante.getTime() - DESLOCAMENTO_BRASIL_MS).getUTCHours();
}

/** The end of the instant's Brazilian day: what is due before it is today's review. */
export function fimDoDiaNoBrasil(instante: Date): Date {
  return new Date(inicioDoDiaNoBrasil(diaNoBrasil(instante)).getTime() + DIA_MS);
}

/**
 * The next review with the exam date as a limit. A review never falls on or after the exam day: when the
 * scheduler would put it there, the item comes back halfway between now and the day before the exam (at
 * least a day from now, at most that day), so the final weeks bring back, spread out, what would otherwise
 * fall after it. Without an exam date, or from the day before the exam on (no day is left to bring anything
 * back to), the scheduler's date stands.
 */
export function limitarPelaProva(agora: Date, devido: Date, dataProva: string | null): Date {
  if (!dataProva) return devido;
  const prova = inicioDoDiaNoBrasil(dataProva).getTime();
  const vespera = prova - DIA_MS;
  if (devido.getTime() < prova || agora.getTime() >= vespera) return devido;
  const folga = vespera - agora.getTime();
  return new Date(agora.getTime() + Math.min(folga, Math.max(DIA_MS, Math.floor(folga / 2))));
}

/** The 401 of the review for trainees (the statistics page's text: a feature of the paid plans). */
export const MENSAGEM_SEM_REVISOES =
  'Prezado aluno, você não tem acesso a este recurso. Consulte os planos para acessar esse recurso.';
export const MENSAGEM_RESPOSTA_NAO_ENCONTRADA = 'Resposta não encontrada.';
export const MENSAGEM_MOTIVO_SO_NO_ERRO = 'O motivo do erro só pode ser informado em uma resposta errada.';
export const MENSAGEM_CERTEZA_SIMULADO_ABERTO =
  'A certeza e o motivo do erro de uma questão do simulado só podem ser informados depois que ele for finalizado.';
export const MENSAGEM_ITEM_FORA_DAS_REVISOES = 'Este item não está nas suas revisões.';
export const MENSAGEM_DATA_PROVA = 'Data da prova inválida. Use AAAA-MM-DD.';
export const MENSAGEM_HORA_EMAIL = 'Escolha uma hora entre 0 e 23.';
export const MENSAGEM_EMAIL_DESLIGADO = 'Pronto: você não receberá mais o e-mail diário das revisões.';
export const MENSAGEM_LINK_INVALIDO = 'Link inválido ou incompleto.';
/** The daily e-mail's subject: 'Você tem N revisões hoje' (one: 'Você tem 1 revisão hoje'). */
export const assuntoLembrete = (n: number) => `Você tem ${n} ${n === 1 ? 'revisão' : 'revisões'} hoje`;

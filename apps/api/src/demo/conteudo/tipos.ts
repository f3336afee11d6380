/**
 * Shapes of the demo study content (questions and fixation exercises). Names of courses, subjects,
 * contents, sub-contents, institutions and bancas must match referencia/catalogo.ts exactly.
 */
/** Where an item sits in the catalogue, by names (questions and exercises alike). */
export type ReferenciasSeed = {
  plataformaId: 1 | 2 | 3;
  /** Course name (referencia/catalogo.ts CURSOS[].nome) of that platform. */
  curso: string;
  /** Subject names of that course (1 or 2). */
  materias: string[];
  /** Content names belonging to those subjects (1 to 3). */
  conteudos: string[];
  /** Platform 2 only: sub-content names belonging to those contents. */
  subConteudos?: string[];
  /** One of INSTITUICOES. */
  instituicao: string;
  /** 2015 to 2026. */
  ano: number;
  /** Platform 2 only: one of BANCAS. */
  banca?: string;
};

export type QuestaoSeed = ReferenciasSeed & {
  /** Statement as simple HTML: p, strong, em, ul/ol/li, br, sub, sup. */
  enunciado: string;
  /** Alternative texts in order (a, b, c…). Plain text. */
  alternativas: string[];
  /**
   * Indices (0-based) of the correct alternatives: exactly one for an ordinary question; for a
   * sum-type question (somatoria: true) the true propositions, whose values are 1, 2, 4, 8, 16… by position.
   */
  corretas: number[];
  somatoria?: boolean;
  /** Short explanation shown after answering (2–4 sentences, plain text). */
  explicacao: string;
  /** Pre-selected for trainees: exactly 5 questions per platform carry it. */
  estagiario?: boolean;
};

export type ExercicioSeed = ReferenciasSeed & {
  /** Optional short context (simple HTML), shown above the statement; '' when none. */
  contexto: string;
  /** The statement to judge Certo or Errado (plain text, one or two sentences). */
  afirmativa: string;
  certo: boolean;
  /** Why it is right or wrong (1–3 sentences). */
  explicacao: string;
  /** Pre-selected for trainees: exactly 13 exercises per platform carry it. */
  estagiario?: boolean;
};

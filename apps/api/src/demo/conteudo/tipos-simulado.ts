/**
 * Shapes of the demo national mock exams (simulados ENARE and FUVEST) and their packages. Names of courses,
 * subjects, contents and institutions must match referencia/catalogo.ts exactly.
 */

/** ENARE, or FUVEST (the spec treats a mock as FUVEST when its name contains FUVEST). */
export type TipoSimulado = 'ENARE' | 'FUVEST';

/**
 * Part of the exam a question is scored in. ENARE: SUS, ESPECIFICO, GERAL. FUVEST: PORTUGUES, SUS (SUS e
 * políticas públicas), ESPECIFICO.
 */
export type ParteSimulado = 'SUS' | 'ESPECIFICO' | 'GERAL' | 'PORTUGUES';

export type SimuladoQuestaoSeed = {
  /** Part of the exam; must be one of the parts of the mock's type. */
  parte: ParteSimulado;
  /** Name of a platform-1 course (referencia/catalogo.ts CURSOS[].nome): mock exams exist on platform 1 only. */
  curso: string;
  /** One subject of that course, used for the per-subject statistics of the mock. */
  materia: string;
  /** One content of that subject. */
  conteudo: string;
  /** One of INSTITUICOES: the exam whose style the question follows (the question itself is original). */
  instituicao: string;
  /** 2015 to 2026. */
  ano: number;
  /** Statement as simple HTML: p, strong, em, ul/ol/li, br, sub, sup. */
  enunciado: string;
  /** Alternative texts in order (a, b, c…), plain text: 4 or 5, the same number in every question of a mock. */
  alternativas: string[];
  /** Index (0-based) of the one correct alternative. */
  correta: number;
  /** Explanation shown once the mock is finished (2–4 sentences, plain text). */
  explicacao: string;
};

export type SimuladoSeed = {
  /** Display name, unique; contains 'ENARE' or 'FUVEST' according to tipo. */
  nome: string;
  tipo: TipoSimulado;
  /** Free mocks are open to every student of the platform; paid ones need the plan block or a package purchase. */
  gratuito: boolean;
  /** Release date relative to the day of seeding, in days: negative = already released, positive = future. */
  liberacaoEmDias: number;
  /** Optional time limit in minutes, counted from when the student starts the mock; absent = no limit. */
  duracaoMinutos?: number;
  /**
   * Points per correct answer in each part of the mock's type (every part of the type, no other key). A part's
   * score is its hits times its weight; the mock's total is the sum of the parts. Wrong or blank answers score 0.
   */
  pesos: Partial<Record<ParteSimulado, number>>;
  /** At least 30 questions, shown in this order. */
  questoes: SimuladoQuestaoSeed[];
};

export type PacoteSimuladoSeed = {
  /** Package name, shown as a button on the mock list. */
  nome: string;
  /** A free package is owned by every student of the platform; a paid one through a purchase or the plan block. */
  gratuito: boolean;
  /** Names (SimuladoSeed.nome) of the mocks in the package; a mock belongs to one package. */
  simulados: string[];
};

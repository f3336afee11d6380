import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ano, banca, conteudo, instituicao, materia, subConteudo } from './catalogo.ts';
import { usuario } from './conta.ts';
import { plataforma } from './plataforma.ts';

/** Multiple-choice questions (spec doc 3 §3 "Question"). Statements are sanitised HTML. */
export const questao = pgTable(
  'questao',
  {
    id: serial().primaryKey(),
    plataformaId: integer()
      .notNull()
      .references(() => plataforma.id),
    numeroQuestao: integer().notNull(),
    enunciado: text().notNull(),
    anoId: integer()
      .notNull()
      .references(() => ano.id),
    instituicaoId: integer()
      .notNull()
      .references(() => instituicao.id),
    bancaId: integer().references(() => banca.id),
    questaoSomatoria: boolean().notNull().default(false),
    /** Correct sum of a sum-type question. */
    somaCorreta: integer(),
    explicacao: text().notNull().default(''),
    /** One of the items a trainee may see on this platform. */
    estagiario: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Year filter already in page order (numero_questao): see docs/performance/questoes-busca.md.
    index('questao_plataforma_ano_numero_idx').on(t.plataformaId, t.anoId, t.numeroQuestao, t.id),
    index('questao_plataforma_id_idx').on(t.plataformaId, t.id),
    index('questao_estagiario_idx').on(t.plataformaId, t.id).where(sql`${t.estagiario}`),
    // Target of the answered states' composite foreign key (their copy of the search keys).
    unique('questao_chaves_busca_uq').on(t.id, t.plataformaId, t.anoId, t.numeroQuestao),
    check(
      'questao_soma_ck',
      sql`(${t.questaoSomatoria} and ${t.somaCorreta} > 0) or (not ${t.questaoSomatoria} and ${t.somaCorreta} is null)`,
    ),
  ],
);

export const alternativa = pgTable(
  'alternativa',
  {
    id: serial().primaryKey(),
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    /** 1-based position: a = 1. */
    ordem: smallint().notNull(),
    enunciado: text().notNull(),
    correta: boolean().notNull().default(false),
  },
  (t) => [index('alternativa_questao_idx').on(t.questaoId, t.ordem)],
);

/**
 * The item's search keys copied onto each of its tag links (platform, year, number), so "tag ∩ year" is one
 * range of the link's `*_busca_idx`, already in page order, instead of a join of every link of the tag with
 * every item of the year (docs/performance/questoes-busca.md). Never written by the application: database
 * triggers (migration 0006) fill them from the item on insert or update of a link, and copy an item's new
 * platform, year or number to its links, so every writer (seed, bench generator, back office) keeps them
 * right. Nullable only so writers need not pass them; the trigger always sets them.
 */
const chavesBusca = () => ({
  plataformaId: integer(),
  anoId: integer(),
  numeroQuestao: integer(),
});

/**
 * The item's search keys copied onto a user's state (latest answer) row, so the search modes probe or
 * hash only the user's states of the searched platform and year (docs/performance/questoes-busca.md).
 * Unlike the links' (set by triggers, above), they are part of the state's composite foreign key to the
 * item with ON UPDATE CASCADE: the database refuses a state whose keys differ from its item's and
 * carries a change of the item's keys to its states, without a trigger lookup on every answer.
 */
const chavesEstado = () => ({
  plataformaId: integer().notNull(),
  anoId: integer().notNull(),
  numeroQuestao: integer().notNull(),
});

/** Many-to-many links of questions to subjects, contents and sub-contents. Keyed for filtering by the tag. */
export const questaoMateria = pgTable(
  'questao_materia',
  {
    materiaId: integer()
      .notNull()
      .references(() => materia.id),
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    ...chavesBusca(),
  },
  (t) => [
    primaryKey({ columns: [t.materiaId, t.questaoId] }),
    index('questao_materia_questao_idx').on(t.questaoId),
    index('questao_materia_busca_idx').on(t.materiaId, t.plataformaId, t.anoId, t.numeroQuestao, t.questaoId),
  ],
);
export const questaoConteudo = pgTable(
  'questao_conteudo',
  {
    conteudoId: integer()
      .notNull()
      .references(() => conteudo.id),
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    ...chavesBusca(),
  },
  (t) => [
    primaryKey({ columns: [t.conteudoId, t.questaoId] }),
    index('questao_conteudo_questao_idx').on(t.questaoId),
    index('questao_conteudo_busca_idx').on(
      t.conteudoId,
      t.plataformaId,
      t.anoId,
      t.numeroQuestao,
      t.questaoId,
    ),
  ],
);
export const questaoSubConteudo = pgTable(
  'questao_sub_conteudo',
  {
    subConteudoId: integer()
      .notNull()
      .references(() => subConteudo.id),
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    ...chavesBusca(),
  },
  (t) => [
    primaryKey({ columns: [t.subConteudoId, t.questaoId] }),
    index('questao_sub_conteudo_questao_idx').on(t.questaoId),
    index('questao_sub_conteudo_busca_idx').on(
      t.subConteudoId,
      t.plataformaId,
      t.anoId,
      t.numeroQuestao,
      t.questaoId,
    ),
  ],
);

/**
 * Every answer, with its time (dashboards, rankings and spaced review derive from it).
 * Never updated; the per-user state below is derived from it on write.
 */
export const respostaQuestao = pgTable(
  'resposta_questao',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    questaoId: integer()
      .notNull()
      .references(() => questao.id, { onDelete: 'cascade' }),
    alternativaId: integer().references(() => alternativa.id),
    valorSomatoria: integer(),
    correta: boolean().notNull(),
    respondidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resposta_questao_usuario_idx').on(t.usuarioId, t.respondidaEm),
    index('resposta_questao_questao_idx').on(t.questaoId),
  ],
);

/** The latest answer of each user to each question: what the search modes filter on. */
export const questaoUsuario = pgTable(
  'questao_usuario',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    questaoId: integer().notNull(),
    ...chavesEstado(),
    ultimaCorreta: boolean().notNull(),
    ultimaAlternativaId: integer(),
    ultimaSomatoria: integer(),
    totalRespostas: integer().notNull().default(1),
    ultimaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.questaoId] }),
    foreignKey({
      name: 'questao_usuario_questao_chaves_fk',
      columns: [t.questaoId, t.plataformaId, t.anoId, t.numeroQuestao],
      foreignColumns: [questao.id, questao.plataformaId, questao.anoId, questao.numeroQuestao],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The "wrong" mode probes only the user's wrong answers.
    index('questao_usuario_incorretas_idx').on(t.usuarioId, t.questaoId).where(sql`not ${t.ultimaCorreta}`),
    index('questao_usuario_busca_idx').on(
      t.usuarioId,
      t.plataformaId,
      t.anoId,
      t.numeroQuestao,
      t.questaoId,
      t.ultimaCorreta,
    ),
  ],
);

/** True/false fixation exercises (spec doc 3 "Fixation exercises"). */
export const exercicio = pgTable(
  'exercicio',
  {
    id: serial().primaryKey(),
    plataformaId: integer()
      .notNull()
      .references(() => plataforma.id),
    numeroQuestao: integer().notNull(),
    contexto: text().notNull().default(''),
    afirmativa: text().notNull(),
    certo: boolean().notNull(),
    explicacao: text().notNull().default(''),
    anoId: integer()
      .notNull()
      .references(() => ano.id),
    instituicaoId: integer()
      .notNull()
      .references(() => instituicao.id),
    bancaId: integer().references(() => banca.id),
    estagiario: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // As for questions: the year filter already in page order (docs/performance/questoes-busca.md).
    index('exercicio_plataforma_ano_numero_idx').on(t.plataformaId, t.anoId, t.numeroQuestao, t.id),
    index('exercicio_plataforma_id_idx').on(t.plataformaId, t.id),
    // Target of the answered states' composite foreign key (their copy of the search keys).
    unique('exercicio_chaves_busca_uq').on(t.id, t.plataformaId, t.anoId, t.numeroQuestao),
  ],
);

export const exercicioMateria = pgTable(
  'exercicio_materia',
  {
    materiaId: integer()
      .notNull()
      .references(() => materia.id),
    exercicioId: integer()
      .notNull()
      .references(() => exercicio.id, { onDelete: 'cascade' }),
    ...chavesBusca(),
  },
  (t) => [
    primaryKey({ columns: [t.materiaId, t.exercicioId] }),
    index('exercicio_materia_exercicio_idx').on(t.exercicioId),
    index('exercicio_materia_busca_idx').on(
      t.materiaId,
      t.plataformaId,
      t.anoId,
      t.numeroQuestao,
      t.exercicioId,
    ),
  ],
);
export const exercicioConteudo = pgTable(
  'exercicio_conteudo',
  {
    conteudoId: integer()
      .notNull()
      .references(() => conteudo.id),
    exercicioId: integer()
      .notNull()
      .references(() => exercicio.id, { onDelete: 'cascade' }),
    ...chavesBusca(),
  },
  (t) => [
    primaryKey({ columns: [t.conteudoId, t.exercicioId] }),
    index('exercicio_conteudo_exercicio_idx').on(t.exercicioId),
    index('exercicio_conteudo_busca_idx').on(
      t.conteudoId,
      t.plataformaId,
      t.anoId,
      t.numeroQuestao,
      t.exercicioId,
    ),
  ],
);

export const respostaExercicio = pgTable(
  'resposta_exercicio',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    exercicioId: integer()
      .notNull()
      .references(() => exercicio.id, { onDelete: 'cascade' }),
    resposta: boolean().notNull(),
    correta: boolean().notNull(),
    respondidaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resposta_exercicio_usuario_idx').on(t.usuarioId, t.respondidaEm),
    index('resposta_exercicio_exercicio_idx').on(t.exercicioId),
  ],
);

export const exercicioUsuario = pgTable(
  'exercicio_usuario',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    exercicioId: integer().notNull(),
    ...chavesEstado(),
    ultimaCorreta: boolean().notNull(),
    ultimaResposta: boolean().notNull(),
    totalRespostas: integer().notNull().default(1),
    ultimaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.exercicioId] }),
    foreignKey({
      name: 'exercicio_usuario_exercicio_chaves_fk',
      columns: [t.exercicioId, t.plataformaId, t.anoId, t.numeroQuestao],
      foreignColumns: [exercicio.id, exercicio.plataformaId, exercicio.anoId, exercicio.numeroQuestao],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // The "wrong" mode probes only the user's wrong answers.
    index('exercicio_usuario_incorretas_idx')
      .on(t.usuarioId, t.exercicioId)
      .where(sql`not ${t.ultimaCorreta}`),
    index('exercicio_usuario_busca_idx').on(
      t.usuarioId,
      t.plataformaId,
      t.anoId,
      t.numeroQuestao,
      t.exercicioId,
      t.ultimaCorreta,
    ),
  ],
);

/** Per-user study preferences: random ordering (stable across pages through a seed). */
export const preferenciaEstudo = pgTable('preferencia_estudo', {
  usuarioId: integer()
    .primaryKey()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  questoesAleatorias: boolean().notNull().default(false),
  exerciciosAleatorios: boolean().notNull().default(false),
  semente: integer().notNull().default(1),
});

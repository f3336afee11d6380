import type { ParteSimulado, ResultadoParte } from '@aprovei/shared/simulados/simulados.rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { usuario } from './conta.ts';
import { plataforma } from './plataforma.ts';
import {
  aConteudo,
  aMateria,
  colunasAlternativa,
  colunasItem,
  indicesItem,
  questao,
  tabelaEstado,
  tabelaResposta,
  vinculo,
} from './questoes.ts';

/*
 * National mock exams (spec doc 3 "Mock tests"). A mock's questions are a third kind of study item (the
 * shape of questoes.ts), with their own answers and states: a mock is an exam, not practice, so the
 * question bank's answers and statistics never see them. Each student's attempt holds the start, the
 * finish and the score fixed at finishing; the ranking reads the finished attempts through one index.
 */

/** A package of mocks, shown as a button on the mock list. A free one is every student's. */
export const pacoteSimulado = pgTable(
  'pacote_simulado',
  {
    id: serial().primaryKey(),
    plataformaId: integer()
      .notNull()
      .references(() => plataforma.id),
    nome: text().notNull(),
    gratuito: boolean().notNull().default(false),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('pacote_simulado_nome_uq').on(t.plataformaId, t.nome)],
);

/**
 * A mock exam. Weights: points per correct answer in each part of its type (ENARE: SUS, ESPECIFICO,
 * GERAL; FUVEST: PORTUGUES, SUS, ESPECIFICO), whole points; a part the type lacks weighs 0.
 */
export const simulado = pgTable(
  'simulado',
  {
    id: serial().primaryKey(),
    plataformaId: integer()
      .notNull()
      .references(() => plataforma.id),
    pacoteId: integer().references(() => pacoteSimulado.id),
    nome: text().notNull(),
    tipo: text().$type<'ENARE' | 'FUVEST'>().notNull(),
    gratuito: boolean().notNull().default(false),
    dataLiberacao: timestamp({ withTimezone: true }).notNull(),
    /** Time limit from the student's start, in minutes; null = none. */
    duracaoMinutos: integer(),
    pesoSus: integer().notNull().default(0),
    pesoEspecifico: integer().notNull().default(0),
    pesoGeral: integer().notNull().default(0),
    pesoPortugues: integer().notNull().default(0),
    /** RASCUNHO while an editor composes it (students never see it), PUBLICADO once released. */
    situacao: text().notNull().default('PUBLICADO'),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('simulado_nome_uq').on(t.plataformaId, t.nome),
    index('simulado_pacote_idx').on(t.pacoteId),
    index('simulado_plataforma_idx').on(t.plataformaId, t.dataLiberacao),
    check('simulado_tipo_ck', sql`${t.tipo} in ('ENARE', 'FUVEST')`),
    check('simulado_situacao_ck', sql`${t.situacao} in ('RASCUNHO', 'PUBLICADO')`),
    check('simulado_duracao_ck', sql`${t.duracaoMinutos} is null or ${t.duracaoMinutos} > 0`),
    check(
      'simulado_pesos_ck',
      sql`${t.pesoSus} >= 0 and ${t.pesoEspecifico} >= 0 and ${t.pesoGeral} >= 0 and ${t.pesoPortugues} >= 0`,
    ),
  ],
);

/** A mock question: the study-item columns, its mock, its place in the mock and the part it is scored in. */
export const simuladoQuestao = pgTable(
  'simulado_questao',
  {
    ...colunasItem(),
    simuladoId: integer()
      .notNull()
      .references(() => simulado.id, { onDelete: 'cascade' }),
    parte: text().$type<ParteSimulado>().notNull(),
    enunciado: text().notNull(),
    /** The bank question it was composed from (the mock keeps its own copy, frozen once answered). */
    questaoOrigemId: integer().references(() => questao.id, { onDelete: 'set null' }),
  },
  (t) => [
    ...indicesItem('simulado_questao', t),
    // The mock's questions in order; numero_questao is the place in the mock (1-based).
    unique('simulado_questao_ordem_uq').on(t.simuladoId, t.numeroQuestao),
    check('simulado_questao_parte_ck', sql`${t.parte} in ('SUS', 'ESPECIFICO', 'GERAL', 'PORTUGUES')`),
  ],
);

export const simuladoAlternativa = pgTable(
  'simulado_alternativa',
  {
    id: serial().primaryKey(),
    simuladoQuestaoId: integer()
      .notNull()
      .references(() => simuladoQuestao.id, { onDelete: 'cascade' }),
    ...colunasAlternativa(),
  },
  (t) => [index('simulado_alternativa_questao_idx').on(t.simuladoQuestaoId, t.ordem)],
);

const deSimuladoQuestao = {
  nome: 'simulado_questao',
  chave: 'simuladoQuestaoId',
  tabela: simuladoQuestao,
} as const;

export const simuladoQuestaoMateria = vinculo(deSimuladoQuestao, aMateria);
export const simuladoQuestaoConteudo = vinculo(deSimuladoQuestao, aConteudo);

/** Every alternative a student chose in a mock (append only); the state below holds the current one. */
export const respostaSimuladoQuestao = tabelaResposta(deSimuladoQuestao, {
  alternativaId: integer().references(() => simuladoAlternativa.id),
});
export const simuladoQuestaoUsuario = tabelaEstado(deSimuladoQuestao, { ultimaAlternativaId: integer() });

/**
 * A student's attempt at a mock: created when the student first opens it (the start the time limit counts
 * from), finished once. `resultado` is the score per part fixed at finishing; `pontuacao` its total.
 */
export const simuladoTentativa = pgTable(
  'simulado_tentativa',
  {
    simuladoId: integer()
      .notNull()
      .references(() => simulado.id, { onDelete: 'cascade' }),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    iniciadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finalizadoEm: timestamp({ withTimezone: true }),
    pontuacao: integer(),
    acertos: integer(),
    resultado: jsonb().$type<Partial<Record<ParteSimulado, ResultadoParte>>>(),
  },
  (t) => [
    primaryKey({ columns: [t.simuladoId, t.usuarioId] }),
    index('simulado_tentativa_usuario_idx').on(t.usuarioId),
    // The ranking's order (docs/decisions/010-ranking.md): a page is a range of it and a position the
    // count of the entries ahead, both read from the index alone.
    index('simulado_tentativa_ranking_idx')
      .on(t.simuladoId, t.pontuacao.desc(), t.finalizadoEm, t.usuarioId)
      .where(sql`${t.finalizadoEm} is not null`),
    check(
      'simulado_tentativa_finalizada_ck',
      sql`(${t.finalizadoEm} is null) = (${t.pontuacao} is null) and (${t.finalizadoEm} is null) = (${t.resultado} is null)`,
    ),
  ],
);

/**
 * How many finished attempts of a mock have each score: the ranking's maintained part
 * (docs/decisions/010-ranking.md). A position is the participants of the higher scores (a few hundred rows at
 * most) plus those ahead within the student's own score; a page starts in the score that holds its first
 * place. Kept by a trigger on simulado_tentativa (migration 0009), so every writer keeps it right.
 */
export const simuladoRankingPontuacao = pgTable(
  'simulado_ranking_pontuacao',
  {
    simuladoId: integer()
      .notNull()
      .references(() => simulado.id, { onDelete: 'cascade' }),
    pontuacao: integer().notNull(),
    participantes: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.simuladoId, t.pontuacao] })],
);

/** A student's purchase of a paid package (the other way to own its mocks besides the plan block). */
export const compraPacoteSimulado = pgTable(
  'compra_pacote_simulado',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    pacoteId: integer()
      .notNull()
      .references(() => pacoteSimulado.id, { onDelete: 'cascade' }),
    compradoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.pacoteId] }),
    index('compra_pacote_simulado_pacote_idx').on(t.pacoteId),
  ],
);

import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { plataforma } from './plataforma.ts';

/** Reference lists (spec doc 1 §7, doc 3 §7). States and municipalities come from a package, not tables. */
export const curso = pgTable(
  'curso',
  {
    id: serial().primaryKey(),
    nome: text().notNull(),
    plataformaId: integer()
      .notNull()
      .references(() => plataforma.id),
  },
  (t) => [index('curso_plataforma_idx').on(t.plataformaId)],
);

export const materia = pgTable(
  'materia',
  {
    id: serial().primaryKey(),
    nome: text().notNull(),
    cursoId: integer()
      .notNull()
      .references(() => curso.id),
  },
  (t) => [index('materia_curso_idx').on(t.cursoId)],
);

export const conteudo = pgTable(
  'conteudo',
  {
    id: serial().primaryKey(),
    nome: text().notNull(),
    materiaId: integer()
      .notNull()
      .references(() => materia.id),
  },
  (t) => [index('conteudo_materia_idx').on(t.materiaId)],
);

export const subConteudo = pgTable(
  'sub_conteudo',
  {
    id: serial().primaryKey(),
    nome: text().notNull(),
    conteudoId: integer()
      .notNull()
      .references(() => conteudo.id),
  },
  (t) => [index('sub_conteudo_conteudo_idx').on(t.conteudoId)],
);

/** Exam boards (platform 2). */
export const banca = pgTable('banca', {
  id: serial().primaryKey(),
  nome: text().notNull().unique(),
});

export const instituicao = pgTable('instituicao', {
  id: serial().primaryKey(),
  nome: text().notNull().unique(),
});

export const ano = pgTable('ano', {
  id: serial().primaryKey(),
  ano: integer().notNull().unique(),
});

export const temaQuestaoAberta = pgTable('tema_questao_aberta', {
  id: serial().primaryKey(),
  nome: text().notNull().unique(),
});

export const tipoLogradouro = pgTable(
  'tipo_logradouro',
  {
    id: serial().primaryKey(),
    nome: text().notNull(),
  },
  (t) => [uniqueIndex('tipo_logradouro_nome_uq').on(t.nome)],
);

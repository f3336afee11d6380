import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { materia } from './catalogo.ts';
import { pedido } from './checkout.ts';
import { usuario } from './conta.ts';
import { tenant } from './plataforma.ts';

/**
 * E-books on sale (spec doc 2 §3 E-book): the PDF lives in the file storage under `arquivo`, the cover is
 * an image address (an SVG data URL) shown on the store's cards. `paginasGratis`: how many first pages
 * any signed-in student may read (ebook/busca-paginas-gratis).
 */
export const ebook = pgTable(
  'ebook',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text()
      .notNull()
      .references(() => tenant.id),
    materiaId: integer()
      .notNull()
      .references(() => materia.id),
    nome: text().notNull(),
    autor: text().notNull(),
    descricao: text().notNull(),
    capa: text().notNull(),
    valorCentavos: integer().notNull(),
    numPaginas: integer().notNull(),
    paginasGratis: integer().notNull().default(0),
    arquivo: text().notNull(),
    ativo: boolean().notNull().default(true),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ebook_tenant_nome_uq').on(t.tenantId, t.nome),
    index('ebook_materia_idx').on(t.materiaId),
    check('ebook_valor_ck', sql`${t.valorCentavos} > 0`),
    check('ebook_paginas_ck', sql`${t.numPaginas} > 0 and ${t.paginasGratis} between 0 and ${t.numPaginas}`),
  ],
);

/** The e-books a student owns: granted when the order that bought them is paid (pedido). */
export const ebookUsuario = pgTable(
  'ebook_usuario',
  {
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ebookId: integer()
      .notNull()
      .references(() => ebook.id),
    pedidoId: integer().references(() => pedido.id),
    adquiridoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.ebookId] }),
    index('ebook_usuario_ebook_idx').on(t.ebookId),
    index('ebook_usuario_pedido_idx').on(t.pedidoId),
  ],
);

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DONOS } from '../src/db/donos.ts';
import * as schema from '../src/db/schema/index.ts';
import { type Escrita, escritas, escritasAlheias, type Tolerancia } from './escritas.ts';

/**
 * One owner per table (issue 20 §2): `src/db/donos.ts` names it, and only the owner's files write the
 * table — drizzle's insert/update/delete or SQL text, read from the source by `escritas.ts`. Another
 * module changes a table through its owner's public face. `fixtures/donos/` is a miniature house with
 * one file per way of spelling a write, each refused, and allowed writes beside them.
 */
const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/donos');

/** Every table of the schema: export name → SQL name. */
const TABELAS = new Map(
  Object.entries(schema)
    .filter(([, v]) => is(v, PgTable))
    .map(([nome, v]) => [nome, getTableName(v as PgTable)]),
);

/**
 * Writers let through for now, each with its reason; each table leaves this list when its writes move to its
 * owner, and the test below fails on a table listed that the folder no longer writes.
 */
const TOLERADAS: Tolerancia[] = [
  {
    pasta: 'apps/api/src/referencia/',
    porque:
      'the reference loader fills an empty database row by row; the back office (issues 21 and 22) gives ' +
      'these tables the operations their owners will expose',
    tabelas: [
      'ano',
      'banca',
      'conteudo',
      'curso',
      'emoji',
      'funcionalidade',
      'instituicao',
      'materia',
      'parametro',
      'perguntaUsuario',
      'plano',
      'planoFuncionalidade',
      'planoParcela',
      'plataforma',
      'politicaVersao',
      'subConteudo',
      'temaQuestaoAberta',
      'tenant',
      'tipoLogradouro',
    ],
  },
  {
    pasta: 'apps/api/src/demo/',
    porque:
      'demo activity (answers, comments, attempts, orders, checklists, a reconciliation divergence) that no ' +
      'product operation writes in ' +
      'bulk yet; contracts, the ledger, questions, exercises, popups, testimonials and e-books already go ' +
      'through their owners',
    tabelas: [
      'calculadoraCurriculo',
      'checklist',
      'checklistConteudo',
      'comentario',
      'comentarioResposta',
      'compraPacoteSimulado',
      'cupom',
      'divergenciaConciliacao',
      'divulgacaoVista',
      'pacoteSimulado',
      'pagamentoSandbox',
      'pedido',
      'produtoComprado',
      'questaoAberta',
      'questaoUsuario',
      'reacao',
      'respostaExercicio',
      'respostaQuestao',
      'respostaQuestaoAberta',
      'simuladoQuestaoUsuario',
      'simuladoTentativa',
      'usuario',
    ],
  },
];

const descrever = (e: Escrita & { dono: string }) =>
  `${e.arquivo}:${e.linha} escreve ${e.tabela} (${e.como}); dono: ${e.dono}`;

describe('one owner per table', () => {
  it('every table of the schema has an owner that exists', () => {
    const semDono = [...TABELAS.keys()].filter((t) => !(t in DONOS));
    expect(semDono, 'tabelas sem dono em src/db/donos.ts').toEqual([]);
    const raiz = path.join(RAIZ, 'apps/api/src');
    const inexistentes = Object.entries(DONOS).filter(
      ([, dono]) => !existsSync(path.join(raiz, dono)) && !existsSync(path.join(raiz, `${dono}.ts`)),
    );
    expect(inexistentes, 'donos que não existem em apps/api/src').toEqual([]);
  });

  it('only the owner writes a table (apps/api/src)', () => {
    const alheias = escritasAlheias(escritas(RAIZ, ['apps/api/src'], TABELAS), DONOS, TOLERADAS);
    expect(alheias.map(descrever), 'escritas fora do dono da tabela (src/db/donos.ts)').toEqual([]);
  });

  it('every tolerated write still happens (the list only shrinks)', () => {
    const todas = escritas(RAIZ, ['apps/api/src'], TABELAS);
    const obsoletas = TOLERADAS.flatMap((t) =>
      t.tabelas
        .filter((tabela) => !todas.some((e) => e.arquivo.startsWith(t.pasta) && e.tabela === tabela))
        .map((tabela) => `${t.pasta} ${tabela}`),
    );
    expect(obsoletas, 'tolerâncias que já não servem: tire-as de TOLERADAS').toEqual([]);
  });
});

describe('the check refuses each way of writing another module’s table', () => {
  const API = 'apps/api/src';
  const achadas = escritas(FIXTURES, [API], TABELAS);
  const alheias = escritasAlheias(achadas, DONOS, [
    { pasta: `${API}/seed/`, tabelas: ['pedido'], porque: 'the test of a tolerance' },
  ]);
  const recusadas = alheias.map((e) => `${e.arquivo}:${e.linha} ${e.tabela} ${e.dono}`);

  it.each([
    ['a named import', `${API}/modules/conta/importacao-nomeada.ts:8 contratacao modules/assinatura`],
    ['the namespace', `${API}/modules/conta/espaco-de-nomes.ts:5 pedido modules/checkout`],
    ['an alias', `${API}/modules/assinatura/apelido.ts:5 lancamentoFinanceiro modules/checkout/movimentos`],
    ['a local constant', `${API}/modules/assinatura/constante.ts:6 cupom modules/checkout`],
    ['SQL text', `${API}/modules/assinatura/sql.ts:5 pedido modules/checkout`],
    ['an interpolated table in SQL', `${API}/modules/assinatura/sql.ts:6 cupom modules/checkout`],
    [
      'the ledger outside movimentos',
      `${API}/modules/checkout/fora-dos-movimentos.ts:5 lancamentoFinanceiro modules/checkout/movimentos`,
    ],
    ['a write the tolerance does not name', `${API}/seed/demo.seed.ts:7 cupom modules/checkout`],
  ])('%s', (_, esperada) => {
    expect(recusadas).toContain(esperada);
  });

  it('refuses nothing else: owners, sub-folders, reads, hashes and maps pass', () => {
    expect(recusadas).toHaveLength(8);
    expect(achadas.map((e) => `${e.arquivo} ${e.tabela}`)).toEqual(
      expect.arrayContaining([
        `${API}/modules/assinatura/contratos.ts contratacao`,
        `${API}/modules/checkout/movimentos.ts lancamentoFinanceiro`,
        `${API}/modules/checkout/pedidos/sub-pasta.ts pedido`,
        `${API}/seed/demo.seed.ts pedido`,
      ]),
    );
  });

  it('a table without an owner is refused', () => {
    const { contratacao: _, ...semContratacao } = DONOS;
    const r = escritasAlheias(achadas, semContratacao);
    expect(r.filter((e) => e.tabela === 'contratacao').map((e) => e.dono)).toEqual([
      '(sem dono)',
      '(sem dono)',
    ]);
  });
});

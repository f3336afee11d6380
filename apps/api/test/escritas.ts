/**
 * The writers check of issue 20 §2: every table has one owner (`apps/api/src/db/donos.ts`) and only the
 * owner's files write it. The source is read with the TypeScript parser (no type checker, so it takes a
 * second) and a write is:
 *   - drizzle's `.insert(x)`, `.update(x)`, `.delete(x)` where `x` names a table of `db/schema` — through
 *     the namespace (`t.contratacao`), a named import (`{ contratacao }`), an alias (`{ pedido as p }`) or
 *     a local constant bound to one of those (`const alvo = t.pedido`);
 *   - SQL text in a template (`sql\`insert into cupom …\``, `update pedido set …`, `delete from …`), the table
 *     written out or interpolated (`insert into ${t.cupom}`).
 * A `.update(x)` whose argument is not a table (a hash, a Map) is not a write. A table reached through a
 * variable the parser cannot follow (a descriptor's `tabelas.resposta`) is not seen: keep such generic
 * writers inside the owner of the tables they take.
 *
 * `escritas(baseDir, pastas, tabelas)` answers every write found; `donos.test.ts` judges them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SCHEMA = 'apps/api/src/db/schema/';

export interface Escrita {
  /** The file, relative to the house (`apps/api/src/modules/conta/conta.repository.ts`). */
  arquivo: string;
  linha: number;
  /** The table's export in `db/schema` (`contratacao`). */
  tabela: string;
  /** `insert`, `update`, `delete` (drizzle) or `sql` (text). */
  como: string;
}

/** Every write of a schema table by the product files under `pastas` (relative to `baseDir`). */
export function escritas(baseDir: string, pastas: string[], sqlDe: ReadonlyMap<string, string>): Escrita[] {
  const exportDe = new Map([...sqlDe].map(([exp, nome]) => [nome, exp]));
  return pastas
    .flatMap((pasta) => arquivosTs(baseDir, pasta))
    .flatMap((arquivo) => escritasDoArquivo(baseDir, arquivo, exportDe));
}

function arquivosTs(baseDir: string, pasta: string): string[] {
  return readdirSync(path.join(baseDir, pasta), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name))
    .map((e) => path.relative(baseDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function escritasDoArquivo(baseDir: string, arquivo: string, exportDe: Map<string, string>): Escrita[] {
  const tabelas = new Set(exportDe.values());
  const fonte = ts.createSourceFile(
    arquivo,
    readFileSync(path.join(baseDir, arquivo), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const { namespaces, nomes } = importsDoSchema(fonte, arquivo);
  const tabelaDe = (e: ts.Expression): string | null => {
    const x = ts.skipPartiallyEmittedExpressions(e);
    if (ts.isIdentifier(x)) return nomes.get(x.text) ?? null;
    if (
      ts.isPropertyAccessExpression(x) &&
      ts.isIdentifier(x.expression) &&
      namespaces.has(x.expression.text)
    )
      return tabelas.has(x.name.text) ? x.name.text : null;
    if (ts.isParenthesizedExpression(x) || ts.isAsExpression(x) || ts.isNonNullExpression(x))
      return tabelaDe(x.expression);
    return null;
  };

  // Local constants bound to a table (`const alvo = t.pedido`), in source order.
  const visitarConstantes = (no: ts.Node) => {
    if (ts.isVariableDeclaration(no) && ts.isIdentifier(no.name) && no.initializer) {
      const tabela = tabelaDe(no.initializer);
      if (tabela) nomes.set(no.name.text, tabela);
    }
    ts.forEachChild(no, visitarConstantes);
  };
  visitarConstantes(fonte);

  const achadas: Escrita[] = [];
  const linhaDe = (no: ts.Node) => fonte.getLineAndCharacterOfPosition(no.getStart(fonte)).line + 1;
  const visitar = (no: ts.Node) => {
    if (
      ts.isCallExpression(no) &&
      ts.isPropertyAccessExpression(no.expression) &&
      ['insert', 'update', 'delete'].includes(no.expression.name.text) &&
      no.arguments.length === 1
    ) {
      const tabela = tabelaDe(no.arguments[0]!);
      if (tabela) achadas.push({ arquivo, linha: linhaDe(no), tabela, como: no.expression.name.text });
    }
    if (ts.isTemplateLiteral(no)) {
      for (const tabela of tabelasNoSql(no, tabelaDe, exportDe))
        achadas.push({ arquivo, linha: linhaDe(no), tabela, como: 'sql' });
    }
    ts.forEachChild(no, visitar);
  };
  visitar(fonte);
  return achadas;
}

/** The names the file binds to `db/schema`: namespaces (`* as t`) and named imports (alias → export). */
function importsDoSchema(fonte: ts.SourceFile, arquivo: string) {
  const namespaces = new Set<string>();
  const nomes = new Map<string, string>();
  for (const d of fonte.statements) {
    if (!ts.isImportDeclaration(d) || !ts.isStringLiteral(d.moduleSpecifier)) continue;
    const alvo = path.posix.join(path.posix.dirname(arquivo), d.moduleSpecifier.text);
    if (!alvo.startsWith(SCHEMA)) continue;
    const ligacoes = d.importClause?.namedBindings;
    if (!ligacoes) continue;
    if (ts.isNamespaceImport(ligacoes)) namespaces.add(ligacoes.name.text);
    else for (const e of ligacoes.elements) nomes.set(e.name.text, (e.propertyName ?? e.name).getText(fonte));
  }
  return { namespaces, nomes };
}

/** A command and the table it writes, in SQL text. */
const COMANDO = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
/** Text that ends in a command whose table is the interpolation that follows. */
const COMANDO_ANTES_DA_TABELA = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;

/**
 * The tables a SQL template writes: named in its text (`update pedido set`) or interpolated right after
 * the command (`insert into ${t.cupom}`). Only names of real tables count (`do update set` is no table).
 */
function tabelasNoSql(
  modelo: ts.TemplateLiteral,
  tabelaDe: (e: ts.Expression) => string | null,
  exportDe: Map<string, string>,
): string[] {
  const pedacos = ts.isNoSubstitutionTemplateLiteral(modelo)
    ? [{ texto: modelo.text, depois: null }]
    : [
        { texto: modelo.head.text, depois: modelo.templateSpans[0]?.expression ?? null },
        ...modelo.templateSpans.map((s, i) => ({
          texto: s.literal.text,
          depois: modelo.templateSpans[i + 1]?.expression ?? null,
        })),
      ];
  const achadas: string[] = [];
  for (const { texto, depois } of pedacos) {
    for (const m of texto.matchAll(COMANDO)) {
      const tabela = exportDe.get(m[1]!.toLowerCase());
      if (tabela) achadas.push(tabela);
    }
    if (depois && COMANDO_ANTES_DA_TABELA.test(texto)) {
      const tabela = tabelaDe(depois);
      if (tabela) achadas.push(tabela);
    }
  }
  return achadas;
}

/** The file is its owner's when it sits in the owner's folder (with its sub-folders) or is the owner's file. */
export function ehDoDono(arquivo: string, dono: string): boolean {
  return arquivo.startsWith(`apps/api/src/${dono}/`) || arquivo === `apps/api/src/${dono}.ts`;
}

/** A writer the check lets pass for now, with the reason (see donos.test.ts). */
export interface Tolerancia {
  /** A folder or file prefix, relative to the house (`apps/api/src/seed/`). */
  pasta: string;
  tabelas: readonly string[];
  porque: string;
}

/** The writes of a table by a file outside its owner's folder, tolerated ones left out. */
export function escritasAlheias(
  todas: Escrita[],
  donos: Readonly<Record<string, string>>,
  toleradas: readonly Tolerancia[] = [],
): (Escrita & { dono: string })[] {
  return todas
    .map((e) => ({ ...e, dono: donos[e.tabela] ?? '(sem dono)' }))
    .filter(
      (e) =>
        !ehDoDono(e.arquivo, e.dono) &&
        !toleradas.some((t) => e.arquivo.startsWith(t.pasta) && t.tabelas.includes(e.tabela)),
    );
}

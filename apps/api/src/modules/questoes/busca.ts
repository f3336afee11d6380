import type { ModoExibicao, Ordenacao } from '@aprovei/shared/questoes/questoes.rules';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/**
 * The search over questions and fixation exercises, written once for both. Table and column
 * names come from the two fixed configurations below, never from input.
 */
export interface BuscaTabelas {
  item: 'questao' | 'exercicio';
  fk: 'questao_id' | 'exercicio_id';
  materia: 'questao_materia' | 'exercicio_materia';
  conteudo: 'questao_conteudo' | 'exercicio_conteudo';
  subConteudo?: 'questao_sub_conteudo';
  estado: 'questao_usuario' | 'exercicio_usuario';
}

export const TABELAS_QUESTAO: BuscaTabelas = {
  item: 'questao',
  fk: 'questao_id',
  materia: 'questao_materia',
  conteudo: 'questao_conteudo',
  subConteudo: 'questao_sub_conteudo',
  estado: 'questao_usuario',
};

export const TABELAS_EXERCICIO: BuscaTabelas = {
  item: 'exercicio',
  fk: 'exercicio_id',
  materia: 'exercicio_materia',
  conteudo: 'exercicio_conteudo',
  estado: 'exercicio_usuario',
};

export interface BuscaFiltro {
  plataformaId: number;
  usuarioId: number;
  cursoId?: number | undefined;
  /** Subjects with no chosen content: any question of the subject. */
  materias: number[];
  /** Contents with no chosen sub-content: any question of the content. */
  conteudos: number[];
  subConteudos: number[];
  instituicoes: number[];
  bancas: number[];
  anos: number[];
  numero?: number | undefined;
  id?: number | undefined;
  modo: ModoExibicao;
  /** Trainees see only the pre-selected items. */
  somenteEstagiario: boolean;
  /** Random order, stable across pages for one seed; null = by number. */
  semente: number | null;
  /** Newest years first (then by number); ignored when a seed is set. */
  anoDesc?: boolean;
}

const ids = (list: number[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

/** WHERE and ORDER BY of the search; `q` is the item table alias. */
export function buildBusca(t: BuscaTabelas, f: BuscaFiltro): { where: SQL; orderBy: SQL } {
  const fk = sql.raw(t.fk);
  const conds: SQL[] = [sql`q.plataforma_id = ${f.plataformaId}`];

  // Tags: a question matches a chosen subject, or a chosen content of a subject, or a chosen sub-content.
  const tagSets: SQL[] = [];
  if (f.materias.length)
    tagSets.push(sql`select ${fk} from ${sql.raw(t.materia)} where materia_id in (${ids(f.materias)})`);
  if (f.conteudos.length)
    tagSets.push(sql`select ${fk} from ${sql.raw(t.conteudo)} where conteudo_id in (${ids(f.conteudos)})`);
  if (f.subConteudos.length && t.subConteudo) {
    tagSets.push(
      sql`select ${fk} from ${sql.raw(t.subConteudo)} where sub_conteudo_id in (${ids(f.subConteudos)})`,
    );
  }
  if (tagSets.length) conds.push(sql`q.id in (${sql.join(tagSets, sql` union `)})`);

  if (f.cursoId !== undefined) {
    conds.push(
      sql`exists (select 1 from ${sql.raw(t.materia)} tm join materia m on m.id = tm.materia_id where tm.${fk} = q.id and m.curso_id = ${f.cursoId})`,
    );
  }
  if (f.instituicoes.length) conds.push(sql`q.instituicao_id in (${ids(f.instituicoes)})`);
  if (f.bancas.length) conds.push(sql`q.banca_id in (${ids(f.bancas)})`);
  if (f.anos.length) conds.push(sql`q.ano_id in (${ids(f.anos)})`);
  if (f.numero !== undefined) conds.push(sql`q.numero_questao = ${f.numero}`);
  if (f.id !== undefined) conds.push(sql`q.id = ${f.id}`);
  if (f.somenteEstagiario) conds.push(sql`q.estagiario`);

  const estado = sql`select 1 from ${sql.raw(t.estado)} e where e.usuario_id = ${f.usuarioId} and e.${fk} = q.id`;
  if (f.modo === 'questoesNaoRespondidas') conds.push(sql`not exists (${estado})`);
  if (f.modo === 'questoesJaRespondidas') conds.push(sql`exists (${estado})`);
  if (f.modo === 'questoesIncorretas') conds.push(sql`exists (${estado} and not e.ultima_correta)`);

  // A multiplicative hash of the id with the user's seed: a fixed shuffle that pages consistently.
  const orderBy =
    f.semente !== null
      ? sql`((q.id::bigint * 2654435761 + ${f.semente}) % 2147483647), q.id`
      : f.anoDesc
        ? sql`(select a.ano from ano a where a.id = q.ano_id) desc, q.numero_questao, q.id`
        : sql`q.numero_questao, q.id`;
  return { where: sql.join(conds, sql` and `), orderBy };
}

/**
 * One page of ids in the search order, and the total count, in one round trip.
 *
 * The filtered set is a MATERIALIZED CTE, so PostgreSQL plans it without the LIMIT: the window count
 * needs every matching row anyway, and planned under a LIMIT the set was built with "fast-start"
 * nested loops probing an index per candidate (47,950 buffers for a heavy user's search instead of
 * 190–4,176 with hash joins; docs/performance/questoes-busca.md). The CTE keeps the alias `q` and the
 * columns the ORDER BY reads, so buildBusca's orderings apply to it unchanged.
 */
export async function paginar(
  db: DbOrTx,
  t: BuscaTabelas,
  f: BuscaFiltro,
  page: number,
  size: number,
): Promise<{ ids: number[]; total: number }> {
  const { where, orderBy } = buildBusca(t, f);
  const colunas = sql.raw(
    f.semente === null && f.anoDesc ? 'q.id, q.numero_questao, q.ano_id' : 'q.id, q.numero_questao',
  );
  const found = await rows<{ id: number; total: number }>(
    db,
    sql`with r as materialized (select ${colunas} from ${sql.raw(t.item)} q where ${where}) select q.id, count(*) over ()::int as total from r q order by ${orderBy} limit ${size} offset ${page * size}`,
  );
  if (found.length > 0) return { ids: found.map((r) => r.id), total: found[0]!.total };
  if (page === 0) return { ids: [], total: 0 };
  // Past the last page the window has no row to carry the total: count on its own.
  const [count] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${sql.raw(t.item)} q where ${where}`,
  );
  return { ids: [], total: count?.total ?? 0 };
}

/** The seed and year ordering of a search: the request's orderBy, else the user's setting. */
export function ordenacao(
  orderBy: Ordenacao | undefined,
  pref: { aleatoria: boolean; semente: number } | undefined,
): Pick<BuscaFiltro, 'semente' | 'anoDesc'> {
  if (orderBy === 'NUMERO') return { semente: null };
  if (orderBy === 'ANO_DESC') return { semente: null, anoDesc: true };
  if (orderBy === 'ALEATORIA') return { semente: pref?.semente ?? 1 };
  return { semente: pref?.aleatoria ? pref.semente : null };
}

/**
 * A trainee whose search for new items finds nothing has used up the selection (401 with the
 * spec's message); in the answered and wrong modes an empty page is just an empty page.
 */
export function esgotouSelecao(somenteEstagiario: boolean, total: number, modo: ModoExibicao): boolean {
  return somenteEstagiario && total === 0 && (modo === 'questoesNaoRespondidas' || modo === 'todasQuestoes');
}

import type { ModoExibicao, Ordenacao } from '@aprovei/shared/questoes/questoes.rules';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rows } from '../../db/client.ts';

/**
 * The search over every kind of study item, written once. Table and column names come from each kind's
 * fixed configuration (its TipoItem), never from input.
 */
export interface BuscaTabelas {
  /** The item table (`questao`, `exercicio`) and its key's name in the others (`questao_id`). */
  item: string;
  fk: string;
  /** The tag links (`questao_materia`…); a kind without sub-contents has no `subConteudo`. */
  materia: string;
  conteudo: string;
  subConteudo?: string;
  /** The latest answer per user and item (`questao_usuario`). */
  estado: string;
  /** Every answer (`resposta_questao`): the miss-reason filter reads it. */
  resposta?: string;
}

export interface BuscaFiltro {
  plataformaId: number;
  usuarioId: number;
  cursoId?: number | undefined;
  /** Subjects with no chosen content: any item of the subject. */
  materias: number[];
  /** Contents with no chosen sub-content: any item of the content. */
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
  /** 'Ocultar anuladas e desatualizadas': published items only (drafts are always left out). */
  ocultarAnuladas?: boolean;
  /** Only items the user answered wrong giving this reason (her own answers and reasons only). */
  motivoErro?: string | undefined;
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

/**
 * FROM, WHERE and ORDER BY of the search; `q` is the alias of the row source, which has at least the
 * columns `id`, `plataforma_id`, `ano_id` and `numero_questao`.
 *
 * When tags are chosen and no other filter needs the item's own columns (institution, board, trainee
 * selection), the rows come from the tag links alone: they carry the item's platform, year and number
 * (kept by triggers, migration 0006), and their `*_busca_idx (tag, platform, year, number, item)` gives
 * "tag ∩ year" as one index range in page order, without reading the tag's every link and the year's every
 * item to join them (docs/performance/questoes-busca.md). An item linked to two chosen tags is one row
 * (`union`, or `distinct` for several tags of one kind). Otherwise the item table is the source and the
 * tags a semi-join, as before.
 */
export function buildBusca(
  t: BuscaTabelas,
  f: BuscaFiltro,
): { from: SQL; where: SQL; orderBy: SQL; dosVinculos: boolean } {
  const fk = sql.raw(t.fk);

  // Tags: an item matches a chosen subject, or a chosen content of a subject, or a chosen sub-content.
  const tags: { tabela: string; coluna: string; ids: number[] }[] = [];
  if (f.materias.length) tags.push({ tabela: t.materia, coluna: 'materia_id', ids: f.materias });
  if (f.conteudos.length) tags.push({ tabela: t.conteudo, coluna: 'conteudo_id', ids: f.conteudos });
  if (f.subConteudos.length && t.subConteudo)
    tags.push({ tabela: t.subConteudo, coluna: 'sub_conteudo_id', ids: f.subConteudos });
  const tagIn = (x: (typeof tags)[number]) =>
    sql`from ${sql.raw(x.tabela)} where ${sql.raw(x.coluna)} in (${ids(x.ids)})`;

  const conds: SQL[] = [sql`q.plataforma_id = ${f.plataformaId}`];
  let from: SQL;
  const dosVinculos = tags.length > 0 && !f.instituicoes.length && !f.bancas.length && !f.somenteEstagiario;
  if (dosVinculos) {
    const chaves = sql`${fk} as id, plataforma_id, ano_id, numero_questao`;
    const distinto = tags.length === 1 && tags[0]!.ids.length > 1 ? sql`distinct ` : sql``;
    from = sql`(${sql.join(
      tags.map((x) => sql`select ${distinto}${chaves} ${tagIn(x)}`),
      sql` union `,
    )}) q`;
  } else {
    from = sql`${sql.raw(t.item)} q`;
    if (tags.length)
      conds.push(
        sql`q.id in (${sql.join(
          tags.map((x) => sql`select ${fk} ${tagIn(x)}`),
          sql` union `,
        )})`,
      );
  }

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
  if (f.motivoErro && t.resposta)
    conds.push(
      sql`q.id in (select r.${fk} from resposta_certeza c join ${sql.raw(t.resposta)} r on r.id = c.resposta_id
                    where c.usuario_id = ${f.usuarioId} and c.tipo = ${t.item} and c.motivo_erro = ${f.motivoErro}
                      and r.usuario_id = ${f.usuarioId} and not r.correta)`,
    );
  // Students never find a draft. Items not published are few: their ids on the platform are one small
  // hashed set read from `*_nao_publicada_idx` alone, so the plans stay index-only over the links and
  // the states (no probe of the item table per row; docs/performance/questoes-busca.md, "Situação").
  const fora = f.ocultarAnuladas ? sql`<> 'PUBLICADA'` : sql`= 'RASCUNHO'`;
  conds.push(
    sql`q.id not in (select x.id from ${sql.raw(t.item)} x where x.plataforma_id = ${f.plataformaId} and x.situacao ${fora})`,
  );

  // The states carry the item's keys (migration 0007): matching them too lets PostgreSQL read only the
  // user's states of this platform (and years) from their `*_usuario_busca_idx`, in page order.
  const anosDoEstado = f.anos.length ? sql` and e.ano_id in (${ids(f.anos)})` : sql``;
  const estado = sql`select 1 from ${sql.raw(t.estado)} e where e.usuario_id = ${f.usuarioId} and e.plataforma_id = q.plataforma_id and e.ano_id = q.ano_id and e.numero_questao = q.numero_questao and e.${fk} = q.id${anosDoEstado}`;
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
  return { from, where: sql.join(conds, sql` and `), orderBy, dosVinculos };
}

/**
 * One page of ids in the search order, and the total count.
 *
 * From the tag links in number order, the page and the count are two statements sent at once (on two
 * pooled connections): the page streams the link index in page order and stops after its rows (probing
 * the user's state per row), the count reads the range once with hash joins, and the caller reads the
 * page's details while the count runs. Otherwise the filtered set is a MATERIALIZED CTE read by both in
 * one statement: every row is needed for the page's order anyway, and under a LIMIT PostgreSQL built it
 * from the item table with "fast-start" nested loops probing an index per candidate (47,950 buffers for
 * a heavy user's search instead of 190–4,176). docs/performance/questoes-busca.md has the plans.
 */
export function paginar(
  db: DbOrTx,
  t: BuscaTabelas,
  f: BuscaFiltro,
  page: number,
  size: number,
): { ids: Promise<number[]>; total: Promise<number> } {
  const { from, where, orderBy, dosVinculos } = buildBusca(t, f);
  const pagina = sql`order by ${orderBy} limit ${size} offset ${page * size}`;
  if (dosVinculos && f.semente === null && !f.anoDesc) {
    return {
      ids: rows<{ id: number }>(db, sql`select q.id from ${from} where ${where} ${pagina}`).then((r) =>
        r.map((x) => x.id),
      ),
      total: rows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`).then(
        (r) => r[0]!.total,
      ),
    };
  }
  const colunas = sql.raw(
    f.semente === null && f.anoDesc ? 'q.id, q.numero_questao, q.ano_id' : 'q.id, q.numero_questao',
  );
  // One row, also past the last page.
  const uma = rows<{ total: number; ids: number[] }>(
    db,
    sql`with r as materialized (select ${colunas} from ${from} where ${where}) select (select count(*) from r)::int as total, array(select q.id from r q ${pagina}) as ids`,
  ).then((r) => r[0]!);
  return { ids: uma.then((r) => r.ids), total: uma.then((r) => r.total) };
}

/**
 * A search's page with each item's details (read as soon as the page's ids are known, while the count
 * may still run), in page order, and the total.
 */
export async function buscarPagina<R extends { id: number }>(
  db: DbOrTx,
  t: BuscaTabelas,
  f: BuscaFiltro,
  page: number,
  size: number,
  detalhes: (ids: number[]) => Promise<R[]>,
): Promise<{ itens: R[]; total: number }> {
  const { ids, total } = paginar(db, t, f, page, size);
  const [itens, n] = await Promise.all([
    ids.then(async (lista) => {
      const porId = new Map((await detalhes(lista)).map((r) => [r.id, r]));
      return lista.flatMap((id) => porId.get(id) ?? []);
    }),
    total,
  ]);
  return { itens, total: n };
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

import { sql } from 'drizzle-orm';
import { type DbOrTx, porBanco } from '../../db/client.ts';
import { emLote } from '../../db/lote.ts';

/**
 * Answer registration for every kind of study item, written once (as busca.ts is for the search).
 * Table and column names come from each kind's fixed configuration (its TipoItem), never from input.
 */
export interface RespostaTabelas<C extends string> {
  /** Every answer (append only): `resposta_questao`, `resposta_exercicio`. */
  resposta: string;
  /** The latest answer per user and item. */
  estado: string;
  /** The answered item: its search keys are copied onto the state (its composite foreign key). */
  item: string;
  fk: string;
  /** Answer columns copied into the latest state: answer column → state column and SQL type. */
  campos: Record<C, { estado: string; tipo: 'int' | 'boolean' }>;
}

export interface NovaResposta<C extends string> {
  usuarioId: number;
  itemId: number;
  correta: boolean;
  valores: Record<C, unknown>;
}

/**
 * Appends the answer and moves the user's latest state (insert with the item's search keys, or update
 * with one more answer). Answers arriving while others are being written go together in one statement
 * (db/lote.ts): atomic on its own, one round trip for all of them. Returns the answer's id.
 */
export function registrarResposta<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  r: NovaResposta<C>,
): Promise<number> {
  const geral = t as RespostaTabelas<string>;
  return registrador(db, t.resposta, () => emLote((lote) => registrarRespostas(db, geral, lote)))(r);
}

const registrador = porBanco<(r: NovaResposta<string>) => Promise<number>>();

/**
 * One batch of answers in one statement (registrarResposta's batches; a test drives two batches at once
 * with it). Returns the answers' ids in the batch's order.
 */
export async function registrarRespostas<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  lote: NovaResposta<C>[],
): Promise<number[]> {
  const campos = Object.keys(t.campos) as C[];
  const consulta = consultas(db, t.resposta, () => preparar(db, t as RespostaTabelas<string>));
  const respostas = lote.map((r, n) => ({
    ...Object.fromEntries(campos.map((c) => [c, r.valores[c] ?? null])),
    usuario_id: r.usuarioId,
    item_id: r.itemId,
    correta: r.correta,
    n,
  }));
  const ids = (await consulta.execute({ respostas: JSON.stringify(respostas) })) as { id: number | string }[];
  return ids.map((r) => Number(r.id));
}

const consultas = porBanco<ReturnType<typeof preparar>>();

/**
 * One statement for a batch of answers, in call order (`n`): every answer is appended with an id drawn
 * here, so the ids come back in that order; the state gets, per user and item, the batch's last
 * answer (unless it already reflects a newer one) and how many there were (one upsert may not touch a
 * row twice). The states are written in key order, so two concurrent batches lock shared rows in the
 * same order (no deadlock).
 */
function preparar(db: DbOrTx, t: RespostaTabelas<string>) {
  const campos = Object.keys(t.campos);
  const estadoCols = campos.map((c) => t.campos[c]!.estado);
  const raw = (cs: string[]) => sql.raw(cs.join(', '));
  const colunas = sql.raw(campos.map((c) => `${c} ${t.campos[c]!.tipo}`).join(', '));
  const fk = sql.raw(t.fk);
  const d = db.$with('d', { id: sql<number>`id`.as('id'), n: sql<number>`n`.as('n') }).as(
    // JSON rather than unnest(arrays): see acesso.repository.ts (the generic plan is kept).
    sql`select d.*, nextval(pg_get_serial_sequence(${sql.raw(`'${t.resposta}'`)}, 'id')) as id
        from json_to_recordset(${sql.placeholder('respostas')}::json)
             as d(usuario_id int, item_id int, correta boolean, ${colunas}, n int)`,
  );
  const nova = db.$with('nova', { um: sql<number>`1`.as('um') }).as(
    sql`insert into ${sql.raw(t.resposta)} (id, usuario_id, ${fk}, correta, ${raw(campos)})
        select id, usuario_id, item_id, correta, ${raw(campos)} from d order by n returning 1`,
  );
  const ultima = db.$with('ultima', { um: sql<number>`1`.as('um') }).as(
    sql`select distinct on (usuario_id, item_id) usuario_id, item_id, id, correta, ${raw(campos)},
               count(*) over (partition by usuario_id, item_id) as vezes
        from d order by usuario_id, item_id, n desc`,
  );
  // The answered items, locked FOR KEY SHARE in id order before any state row is touched: a change of an
  // item's keys (FOR UPDATE on the item, then ON UPDATE CASCADE into its states) then either waits for
  // this statement or makes it wait, instead of each holding what the other needs (a deadlock).
  const itens = db.$with('itens', { um: sql<number>`1`.as('um') }).as(
    sql`select i.id, i.plataforma_id, i.ano_id, i.numero_questao from ${sql.raw(t.item)} i
        where i.id in (select item_id from d) order by i.id for key share`,
  );
  // A batch that commits after another with a newer answer of the same user to the same item (two are in
  // flight at once) must not put its older answer back: the latest columns move only to a newer answer id.
  const latest = ['ultima_correta', ...estadoCols, 'ultima_resposta_id', 'ultima_em'];
  const maisNova = 'e.ultima_resposta_id is null or excluded.ultima_resposta_id > e.ultima_resposta_id';
  const estado = db.$with('estado', { um: sql<number>`1`.as('um') }).as(
    sql`insert into ${sql.raw(t.estado)} as e (usuario_id, ${fk}, plataforma_id, ano_id, numero_questao,
                                               ultima_correta, ${raw(estadoCols)}, ultima_resposta_id,
                                               total_respostas, ultima_em)
        select u.usuario_id, i.id, i.plataforma_id, i.ano_id, i.numero_questao, u.correta,
               ${raw(campos.map((c) => `u.${c}`))}, u.id, u.vezes, now()
        from ultima u join itens i on i.id = u.item_id
        order by u.usuario_id, u.item_id
        on conflict (usuario_id, ${fk}) do update set
          ${raw(latest.map((c) => `${c} = case when ${maisNova} then excluded.${c} else e.${c} end`))},
          total_respostas = e.total_respostas + excluded.total_respostas
        returning 1`,
  );
  return db
    .with(d, nova, ultima, itens, estado)
    .select({ id: d.id })
    .from(d)
    .orderBy(d.n)
    .prepare(`registrar_${t.resposta}`);
}

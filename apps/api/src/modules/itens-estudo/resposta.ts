import { sql } from 'drizzle-orm';
import { type DbOrTx, porBanco, rows } from '../../db/client.ts';
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
  /** The client's id of the answer: a repeat of it by the same user writes nothing. */
  idCliente?: string | null;
}

/** The answer's id, and whether this call wrote it (false: a repeat of its client id, written before). */
export interface RespostaRegistrada {
  id: number;
  nova: boolean;
}

/** An answer already given with this client id by this user: its id, result and stored values. */
export async function respostaDoCliente<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  usuarioId: number,
  idCliente: string,
): Promise<{ id: number; correta: boolean; valores: Record<C, unknown> } | null> {
  const campos = Object.keys(t.campos) as C[];
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select id, correta, ${sql.raw(campos.join(', '))} from ${sql.raw(t.resposta)}
        where usuario_id = ${usuarioId} and id_cliente = ${idCliente}`,
  );
  if (!r) return null;
  return {
    id: Number(r.id),
    correta: r.correta === true,
    valores: Object.fromEntries(campos.map((c) => [c, r[c] ?? null])) as Record<C, unknown>,
  };
}

/**
 * Appends the answer and moves the user's latest state (insert with the item's search keys, or update
 * with one more answer). Answers arriving while others are being written go together in one statement
 * (db/lote.ts): atomic on its own, one round trip for all of them. A repeat of a client id the user
 * already gave (two sends of one queued answer at once) writes nothing and answers the first one's id.
 */
export function registrarResposta<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  r: NovaResposta<C>,
): Promise<RespostaRegistrada> {
  const geral = t as RespostaTabelas<string>;
  return registrador(db, t.resposta, () => emLote((lote) => registrarRespostas(db, geral, lote)))(r);
}

const registrador = porBanco<(r: NovaResposta<string>) => Promise<RespostaRegistrada>>();

/**
 * One batch of answers in one statement (registrarResposta's batches; a test drives two batches at once
 * with it). Returns the answers in the batch's order.
 */
export async function registrarRespostas<C extends string>(
  db: DbOrTx,
  t: RespostaTabelas<C>,
  lote: NovaResposta<C>[],
): Promise<RespostaRegistrada[]> {
  const campos = Object.keys(t.campos) as C[];
  const consulta = consultas(db, t.resposta, () => preparar(db, t as RespostaTabelas<string>));
  const respostas = lote.map((r, n) => ({
    ...Object.fromEntries(campos.map((c) => [c, r.valores[c] ?? null])),
    usuario_id: r.usuarioId,
    item_id: r.itemId,
    correta: r.correta,
    id_cliente: r.idCliente ?? null,
    n,
  }));
  const linhas = (await consulta.execute({ respostas: JSON.stringify(respostas) })) as {
    id: number | string;
    nova: boolean;
  }[];
  // A repeat skipped by the unique index: the first answer was committed by another statement, which
  // this one's snapshot does not see, so it is read now.
  return Promise.all(
    linhas.map(async (l, i) => {
      const r = lote[i]!;
      if (l.nova || !r.idCliente) return { id: Number(l.id), nova: true };
      const primeira = await respostaDoCliente(db, t, r.usuarioId, r.idCliente);
      if (!primeira) throw new Error(`resposta ${r.idCliente} recusada pelo índice e não encontrada`);
      return { id: primeira.id, nova: false };
    }),
  );
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
             as d(usuario_id int, item_id int, correta boolean, ${colunas}, id_cliente uuid, n int)`,
  );
  // A client id the user already gave (or gives twice in this batch) is skipped: the state counts only
  // the answers written.
  const nova = db.$with('nova', { id: sql<number>`id`.as('id') }).as(
    sql`insert into ${sql.raw(t.resposta)} (id, usuario_id, ${fk}, correta, ${raw(campos)}, id_cliente)
        select id, usuario_id, item_id, correta, ${raw(campos)}, id_cliente from d order by n
        on conflict (usuario_id, id_cliente) where id_cliente is not null do nothing
        returning id`,
  );
  const ultima = db.$with('ultima', { um: sql<number>`1`.as('um') }).as(
    sql`select distinct on (usuario_id, item_id) usuario_id, item_id, id, correta, ${raw(campos)},
               count(*) over (partition by usuario_id, item_id) as vezes
        from d where id in (select id from nova) order by usuario_id, item_id, n desc`,
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
    .select({ id: d.id, nova: sql<boolean>`${d.id} in (select id from nova)` })
    .from(d)
    .orderBy(d.n)
    .prepare(`registrar_${t.resposta}`);
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, porBanco, rows } from './client.ts';
import { emLote } from './lote.ts';

/** The count of a key in its current window, this call's included, and the milliseconds the window has left. */
export interface Contagem {
  total: number;
  ttlMs: number;
}

type Pedido = { chave: string; janelaMs: number; quantos: number };
type Linha = { chave: string; total: number; ttl_ms: number };

/** Expired rows are deleted at most this often per process (a new count restarts an expired row anyway). */
const LIMPEZA_MS = 60_000;

/**
 * Fixed-window counters in the database (`contador_janela`), so every API process behind a load balancer
 * sees the same counts: the routes' rate limits and the sign-in lockout. One upsert per batch of calls
 * (db/lote.ts); its row lock makes concurrent counts of one key exact.
 */
function novoContador(db: DbOrTx) {
  let ultimaLimpeza = 0;
  const contarLote = emLote<Pedido, Contagem>(async (pedidos) => {
    // One row per key: ON CONFLICT cannot touch a row twice in one statement. Keys in a fixed order, so
    // two batches never wait on each other's rows in opposite orders.
    const resultado = await rows<Linha>(
      db,
      sql`with pedido as (
            select p.chave, max(p.janela_ms) as janela_ms, sum(p.quantos)::int as n
            from json_to_recordset(${JSON.stringify(pedidos.map((p) => ({ chave: p.chave, janela_ms: p.janelaMs, quantos: p.quantos })))}::json)
              as p(chave text, janela_ms int, quantos int)
            group by p.chave
          )
          insert into contador_janela as c (chave, total, expira_em)
          select chave, n, now() + janela_ms * interval '1 millisecond' from pedido order by chave
          on conflict (chave) do update set
            total = case when c.expira_em <= now() then excluded.total else c.total + excluded.total end,
            expira_em = case when c.expira_em <= now() then excluded.expira_em else c.expira_em end
          returning c.chave, c.total,
            greatest(0, ceil(extract(epoch from c.expira_em - now()) * 1000))::int as ttl_ms`,
    );
    if (Date.now() - ultimaLimpeza > LIMPEZA_MS) {
      ultimaLimpeza = Date.now();
      void db.execute(sql`delete from contador_janela where expira_em < now()`).catch(() => {});
    }
    // The calls of one key share its new total, in call order: the last call's total is the row's.
    const porChave = new Map(resultado.map((r) => [r.chave, r]));
    const depois = new Map<string, number>();
    for (const p of pedidos) depois.set(p.chave, (depois.get(p.chave) ?? 0) + p.quantos);
    return pedidos.map((p) => {
      const linha = porChave.get(p.chave)!;
      const seguintes = depois.get(p.chave)! - p.quantos;
      depois.set(p.chave, seguintes);
      return { total: linha.total - seguintes, ttlMs: linha.ttl_ms };
    });
  });
  return {
    /** Counts `quantos` (one by default) for the key; a key with no running window starts one of `janelaMs`. */
    contar: (chave: string, janelaMs: number, quantos = 1) => contarLote({ chave, janelaMs, quantos }),
    /** The key's count in its running window (0 when none runs), without counting. */
    async ler(chave: string): Promise<number> {
      const [r] = await rows<{ total: number }>(
        db,
        sql`select total from contador_janela where chave = ${chave} and expira_em > now()`,
      );
      return r?.total ?? 0;
    },
    async zerar(chave: string): Promise<void> {
      await db.execute(sql`delete from contador_janela where chave = ${chave}`);
    },
  };
}

const contadores = porBanco<ReturnType<typeof novoContador>>();

/** The shared counters on this database handle. */
export function contador(db: DbOrTx) {
  return contadores(db, 'contador', () => novoContador(db));
}

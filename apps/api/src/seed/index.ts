import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { carregarReferencia } from '../referencia/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/**
 * The one way an empty database gets its first rows (app startup, `npm start`, tests, bench): the
 * reference data the product needs to run (referencia/) always, the demo content (demo/) only when
 * `demo` — never in production. Answers whether it filled the database. `arquivos`: the file storage of
 * the demo's files (without it, none of them); `cartoesDemo`: the app runs on the sandbox gateway, so
 * the demo cards are saved in its tables; `chaveSegundoFator`: the server's key of the TOTP secrets (the
 * demo staff have theirs on).
 */
export async function seedIfEmpty(
  db: Db,
  {
    demo = true,
    arquivos,
    cartoesDemo = true,
    chaveSegundoFator,
  }: { demo?: boolean; arquivos?: FileStorage; cartoesDemo?: boolean; chaveSegundoFator?: string } = {},
): Promise<boolean> {
  if (!(await vazio(db))) return false;
  // Loaded only when asked: a production process never even reads the demo's code and texts.
  const conteudoDemo = demo ? await import('../demo/index.ts') : null;
  // Hash outside the transaction: PGlite has one connection and argon2 takes a moment.
  const hashes = conteudoDemo ? await conteudoDemo.hashesDemo() : [];
  return db.transaction(async (tx) => {
    // Processes starting together on one empty database: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_SEED})`);
    if (!(await vazio(tx))) return false;
    await carregarReferencia(tx);
    if (conteudoDemo)
      await conteudoDemo.carregarDemo(tx, hashes, { arquivos, cartoesDemo, chaveSegundoFator });
    return true;
  });
}

/** Key of the advisory lock held while seeding (the migrations hold another, db/client.ts). */
const TRAVA_SEED = 7_294_022;

async function vazio(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.tenant);
  return (row?.n ?? 0) === 0;
}

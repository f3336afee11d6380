import { type App, buildApp } from './app.ts';
import { chaveDoSegundoFator, type Env } from './config/env.ts';
import { resolveJwtSecret } from './config/secrets.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed/index.ts';
import { createFileStorage } from './storage/create-storage.ts';

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, fills an empty one (the demo
 * content only outside production), builds the app.
 */
export async function createServerApp(env: Env): Promise<App> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
  try {
    // Demo accounts sign in with a published password: never in production, whatever SEED_DEMO says.
    const demo = env.SEED_DEMO && env.NODE_ENV !== 'production';
    // The demo's files (e-books, open questions and answers) go to the file storage the app reads.
    const arquivos = createFileStorage(env);
    const cartoesDemo = env.PAYMENT_GATEWAY === 'sandbox';
    const seeded = await seedIfEmpty(database.db, {
      demo,
      arquivos,
      cartoesDemo,
      chaveSegundoFator: chaveDoSegundoFator(env),
    }).finally(() => arquivos.close());
    const app = await buildApp({ env, database, jwtSecret: resolveJwtSecret(env) });
    app.addHook('onClose', async () => database.close());
    if (seeded) {
      app.log.info(
        demo ? 'reference data and demo content loaded' : 'reference data loaded (no demo content)',
      );
    }
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

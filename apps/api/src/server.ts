import { createServerApp } from './bootstrap.ts';
import { loadEnv } from './config/env.ts';
import { serverScheme } from './http/server-options.ts';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  console.error(
    `Aprovei precisa do Node 24 ou mais novo (este é ${process.version}). Use os scripts do npm (npm start).`,
  );
  process.exit(1);
}

let app: Awaited<ReturnType<typeof createServerApp>>;
try {
  const env = loadEnv();
  app = await createServerApp(env);
  await app.listen({ host: env.HOST, port: env.PORT });
  const where = env.HOST === 'localhost' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
  app.log.info(
    { banco: app.database.kind },
    `Aprovei em ${serverScheme(env)}://${where}:${env.PORT}${env.BASE_PATH} (variante médica: ${serverScheme(env)}://med.${where}:${env.PORT}${env.BASE_PATH})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

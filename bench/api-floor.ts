// npm run bench: in one run, the framework floor (a bare Fastify route), /api/health and an
// authenticated reference-list call (/api/listar/ANO), on PGlite and on PostgreSQL; prints ratios.
import '../scripts/check-node.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedIfEmpty } from '../apps/api/src/seed/index.ts';
import { ROOT } from '../scripts/lib.ts';
import { findPgBin, startTempCluster } from '../scripts/postgres.ts';
import {
  freePort,
  measure,
  PRODUCTION_API_ENV,
  printTable,
  type Result,
  startProcess,
  stop,
  waitFor,
} from './lib.ts';

const server = path.join(ROOT, 'apps/api/src/server.ts');
const results: Result[] = [];

/** The demo accounts are never seeded by a production server: loaded here, before it starts. */
async function seedDemo(env: NodeJS.ProcessEnv) {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });
  try {
    await seedIfEmpty(database.db, { demo: true });
  } finally {
    await database.close();
  }
}

async function benchApi(label: string, env: NodeJS.ProcessEnv) {
  await seedDemo(env);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startProcess(server, {
    ...PRODUCTION_API_ENV,
    ...env,
    PORT: String(port),
  });
  try {
    await waitFor(`${base}/api/health/ready`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'aprovei' },
      body: JSON.stringify({ login: 'aluno@aprovei.dev', senha: 'aprovei2026' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    results.push(await measure(`${label}: GET /api/health`, `${base}/api/health`));
    results.push(
      await measure(`${label}: GET /api/listar/ANO (autenticada)`, `${base}/api/listar/ANO`, {
        headers: { 'x-tenant': 'aprovei', authorization: `Bearer ${access_token}` },
      }),
    );
  } finally {
    await stop(child);
  }
}

const floorPort = await freePort();
const floorChild = startProcess(path.join(ROOT, 'bench/floor-server.ts'), { PORT: String(floorPort) });
await waitFor(`http://127.0.0.1:${floorPort}/trivial`);
const floor = await measure('floor: bare Fastify GET /trivial', `http://127.0.0.1:${floorPort}/trivial`);
await stop(floorChild);
results.push(floor);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bench-'));
await benchApi('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });

const bin = findPgBin();
if (process.env.BENCH_DATABASE_URL || bin) {
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startTempCluster(bin!);
  try {
    await benchApi('PostgreSQL', {
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? cluster!.url,
      DATA_DIR: dataDir,
    });
  } finally {
    cluster?.stop();
  }
} else {
  console.log('PostgreSQL server not found (apt-get install postgresql): skipping the PostgreSQL run.');
}

console.log(
  `\nNode ${process.version}, ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? ''}; 10 connections, loopback.`,
);
printTable(results, floor);

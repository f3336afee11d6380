import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';
import { findPgBin, startTempCluster, type TempCluster } from '../scripts/postgres.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const started: ChildProcess[] = [];
process.on('exit', () => {
  for (const c of started) c.kill('SIGKILL');
});

export function startProcess(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  return track(
    spawn(process.execPath, [file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

function track(child: ChildProcess): ChildProcess {
  started.push(child);
  return child;
}

export async function waitFor(url: string, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${url}`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One bounded autocannon run on loopback (fixed duration and connections). */
export async function measure(
  name: string,
  url: string,
  opts: {
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    duration?: number;
    connections?: number;
  } = {},
): Promise<Result> {
  const duration = opts.duration ?? Number(process.env.BENCH_DURATION ?? 8);
  const base = {
    url,
    connections: opts.connections ?? 10,
    method: opts.method ?? 'GET',
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body ? { body: opts.body } : {}),
  };
  // Warm-up, then the measured run.
  await autocannon({ ...base, duration: 2 });
  const r = await autocannon({ ...base, duration });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

export function printTable(rows: Result[], floor: Result) {
  console.log('\n| measurement | req/s | p50 ms | p99 ms | non-2xx/errors | req/s vs floor |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const ratio = ((r.rps / floor.rps) * 100).toFixed(1);
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} % |`);
  }
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Percentis {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of a list of times. */
export function percentis(amostras: number[]): Percentis {
  const s = [...amostras].sort((a, b) => a - b);
  return { p50: pct(s, 50), p95: pct(s, 95), p99: pct(s, 99) };
}

/**
 * The settings of the API in production mode that a bench needs and never uses: production asks for
 * them (nothing measured sends mail, asks for a captcha or buys anything).
 */
export const PRODUCTION_API_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SMTP_URL: 'smtp://bench:bench@127.0.0.1:25',
  CAPTCHA_SECRET: 'captcha-de-benchmark-com-mais-de-32-caracteres',
  PUBLIC_URL: 'http://localhost',
  SANDBOX_EM_PRODUCAO: 'true',
  JWT_SECRET: 'segredo-de-benchmark-com-mais-de-32-caracteres',
  SEGUNDO_FATOR_CHAVE: 'chave-do-segundo-fator-de-benchmark-32+',
} as const;

/** BENCH_DATABASE_URL, or a throw-away PostgreSQL cluster (returned too: the run stops it at the end). */
export async function bancoDoBench(): Promise<{ url: string; cluster?: TempCluster }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) return { url };
  const bin = findPgBin();
  if (!bin)
    throw new Error('PostgreSQL server not found (apt-get install postgresql) and no BENCH_DATABASE_URL.');
  const cluster = await startTempCluster(bin);
  return { url: cluster.url, cluster };
}

/** What a bench run starts and must stop: the temporary cluster, a client, the API processes, a folder. */
export interface RunParts {
  cluster?: { stop(): void };
  client?: { end(): Promise<void> };
  children: ChildProcess[];
  dataDir?: string;
}

/**
 * Stops what the run started, once: returned for the end of the run, and called on Ctrl-C (SIGINT) or
 * SIGTERM, so an interrupted bench leaves no PostgreSQL or API process behind.
 */
export function cleanupOnExit(parts: () => RunParts): () => Promise<void> {
  let done = false;
  const cleanup = async () => {
    if (done) return;
    done = true;
    const { cluster, client, children, dataDir } = parts();
    await client?.end().catch(() => {});
    for (const c of children) await stop(c).catch(() => {});
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    try {
      cluster?.stop();
    } catch (error) {
      console.error('Could not stop the temporary PostgreSQL:', error);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping what this run started…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  return cleanup;
}

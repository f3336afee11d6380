// npm test: the whole suite — lint, types, unit and component tests, the API suite on PGlite and
// again on a real PostgreSQL, then the Playwright journeys against the built app in Chromium.
import './check-node.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../apps/web/e2e/chromium.ts';
import { npx, run } from './lib.ts';
import { findPgBin, startTempCluster, type TempCluster } from './postgres.ts';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];

function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

async function step(name: string, fn: () => Promise<number>) {
  console.log(`\n━━ ${name}`);
  const code = await fn();
  if (code !== 0) failures.push(name);
}

async function vitest(name: string, projects: string[], env: NodeJS.ProcessEnv = {}, extra: string[] = []) {
  const out = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  await step(name, () =>
    run(
      npx('vitest'),
      [
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        ...extra,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      {
        env: { ...process.env, ...env },
      },
    ),
  );
  countVitest(out);
}

await step('Lint e formatação (Biome)', () => run(npx('biome'), ['check', '.']));
await step('Tipos (TypeScript)', () => run('npm', ['run', 'typecheck']));
await vitest('Unitários e componentes (shared, web, bench)', ['shared', 'web', 'bench']);
// Two runs of half the files each, with fresh workers: a worker runs many files (isolate: false) and
// PGlite's memory is not all given back when a file's database closes (a worker of the whole suite grew
// past 12 GB and was killed for memory).
for (const parte of ['1/2', '2/2'])
  await vitest(`API em PGlite (${parte})`, ['api', 'api-relogio'], { TEST_DATABASE_URL: '' }, [
    `--shard=${parte}`,
  ]);

let cluster: TempCluster | undefined;
let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  const bin = findPgBin();
  if (bin) {
    cluster = await startTempCluster(bin);
    pgUrl = cluster.url;
  }
}
if (pgUrl) {
  try {
    // API_SEGUNDO_MOTOR: the files that never open this database already ran above (apps/api/vitest.config.ts).
    await vitest('API em PostgreSQL', ['api', 'api-relogio'], {
      TEST_DATABASE_URL: pgUrl,
      API_SEGUNDO_MOTOR: '1',
    });
  } finally {
    cluster?.stop();
  }
} else {
  failures.push(
    'API em PostgreSQL (servidor não encontrado: instale o pacote postgresql ou defina TEST_DATABASE_URL)',
  );
}

if (findChromium()) {
  await step('Construção do app web', () => run('npm', ['run', 'build', '-w', 'apps/web']));
  await step('Orçamento de JavaScript e CSS iniciais (DESIGN.md)', () =>
    run(process.execPath, ['apps/web/scripts/budget.ts']),
  );
  const out = path.join(reports, 'playwright.json');
  await step('Jornadas no Chromium (Playwright)', () =>
    run(npx('playwright'), ['test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    }),
  );
  countPlaywright(out);
} else {
  failures.push(
    'Jornadas no Chromium (Chromium não encontrado: instale o pacote chromium ou defina CHROMIUM_PATH)',
  );
}

console.log('');
for (const f of failures) console.log(`✗ ${f}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);

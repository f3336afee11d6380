// `npm run bench:web`: Lighthouse (Debian's Chromium, simulated throttling) on the built web app served
// by the real API on a fresh embedded database: `/`, `/login` and a signed-in `/simulados`, mobile and
// desktop presets, each run BENCH_WEB_RUNS times (default 3), the median reported.
// `npm run bench:web -- --doc` rewrites the generated section of docs/performance/web.md.
// The app is served as in production (ARCHITECTURE.md: browsers reach it over HTTPS), by the process
// itself over HTTPS with HTTP/2, on the API tests' self-signed localhost certificate;
// BENCH_WEB_HTTP1=1 measures plain HTTP/1.1 instead (a proxy in front that speaks only HTTP/1.1).
import '../scripts/check-node.ts';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import { findChromium } from '../apps/web/e2e/chromium.ts';
import { buildWebIfStale, ROOT } from '../scripts/lib.ts';
import { freePort, startProcess, stop, waitFor } from './lib.ts';

const WRITE_DOC = process.argv.includes('--doc');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** A folder to keep every run's Lighthouse JSON report in, for reading the audits in full. */
const REPORTS = process.env.BENCH_WEB_REPORTS;
const STUDENT = { login: 'aluno@aprovei.dev', senha: 'aprovei2026' };
const HTTP1 = process.env.BENCH_WEB_HTTP1 === '1';
const TLS = {
  TLS_CERT_FILE: path.join(ROOT, 'apps/api/src/http/fixtures/localhost-test.crt'),
  TLS_KEY_FILE: path.join(ROOT, 'apps/api/src/http/fixtures/localhost-test.key'),
};

interface Page {
  path: string;
  signedIn: boolean;
}
// Public pages first: the sign-in before /simulados leaves the session in localStorage, which
// Lighthouse keeps (its default `clearStorageTypes` clears caches and service workers, not local storage).
const ALL_PAGES: Page[] = [
  { path: '/', signedIn: false },
  { path: '/planos', signedIn: false },
  { path: '/termos-de-uso', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/simulados', signedIn: true },
];
const ALL_PRESETS: { name: 'mobile' | 'desktop'; config?: Config }[] = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
];
/** `BENCH_WEB_PAGES=/simulados` and `BENCH_WEB_PRESETS=mobile` (comma-separated) narrow a run while tuning one page. */
const only = <T>(items: T[], env: string | undefined, key: (item: T) => string): T[] =>
  env ? items.filter((item) => env.split(',').includes(key(item))) : items;
const PAGES = only(ALL_PAGES, process.env.BENCH_WEB_PAGES, (p) => p.path);
const PRESETS = only(ALL_PRESETS, process.env.BENCH_WEB_PRESETS, (p) => p.name);

interface Measure {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits that cost the most in the median run (titles), for reading the causes at a glance. */
  opportunities: string[];
  /** SEO and best-practice audits that failed in the median run (titles). */
  failedChecks: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function summarize(page: string, preset: string, runs: Result[]): Measure {
  const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  const opportunities = middle
    ? Object.values(middle.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 0.9 &&
            (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) > 0,
        )
        .map((a) => a.title)
    : [];
  const failedChecks = middle
    ? ['seo', 'best-practices'].flatMap((category) =>
        (middle.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (middle.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${middle.audits[ref.id]?.title}`),
      )
    : [];
  return {
    page,
    preset,
    performance: median(runs.map((r) => score(r, 'performance'))),
    accessibility: median(runs.map((r) => score(r, 'accessibility'))),
    seo: median(runs.map((r) => score(r, 'seo'))),
    bestPractices: median(runs.map((r) => score(r, 'best-practices'))),
    lcpMs: median(runs.map((r) => metric(r, 'largest-contentful-paint'))),
    fcpMs: median(runs.map((r) => metric(r, 'first-contentful-paint'))),
    tbtMs: median(runs.map((r) => metric(r, 'total-blocking-time'))),
    cls: median(runs.map((r) => metric(r, 'cumulative-layout-shift'))),
    opportunities,
    failedChecks,
  };
}

/**
 * Signs the demo student in through the real login form, in the browser Lighthouse then drives, as a
 * returning student: the privacy notice accepted (it stays accepted in localStorage).
 */
async function signIn(debuggingPort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page
      .getByRole('region', { name: 'Aviso de privacidade' })
      .getByRole('button', { name: 'Aceitar' })
      .click();
    await page.getByLabel('CPF ou e-mail').fill(STUDENT.login);
    await page.getByLabel('Senha', { exact: true }).fill(STUDENT.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run of a page. A run Lighthouse itself reports as broken (e.g. NO_NAVSTART, a trace it
 * could not record on a loaded machine) is repeated, twice at most; the page's own errors are not.
 */
async function audit(url: string, port: number, config: Config | undefined): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse sem resultado para ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, repetindo`);
  }
}

/** waitFor over HTTPS, trusting the bench's certificate. */
async function waitForTls(url: string, deadline = Date.now() + 120_000): Promise<void> {
  const ca = fs.readFileSync(TLS.TLS_CERT_FILE);
  const ok = () =>
    new Promise<boolean>((resolve) => {
      https
        .get(url, { ca }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
  while (Date.now() < deadline) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timeout waiting for ${url}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`;

function table(measures: Measure[]): string {
  const lines = [
    '| page | preset | performance | accessibility | SEO | best practices | LCP | FCP | TBT | CLS |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...measures.map(
      (m) =>
        `| \`${m.page}\` | ${m.preset} | ${m.performance} | ${m.accessibility} | ${m.seo} | ${m.bestPractices} | ${seconds(m.lcpMs)} | ${seconds(m.fcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3).replace('.', ',')} |`,
    ),
  ];
  return lines.join('\n');
}

function writeDoc(measures: Measure[], chromeVersion: string): void {
  const doc = path.join(ROOT, 'docs/performance/web.md');
  const [start, end] = ['<!-- bench:web -->', '<!-- /bench:web -->'];
  const current = fs.readFileSync(doc, 'utf8');
  const a = current.indexOf(start);
  const b = current.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${doc}: markers ${start} / ${end} not found`);
  const left = measures.filter((m) => m.opportunities.length > 0);
  const generated = [
    start,
    '',
    `_Generated by \`npm run bench:web -- --doc\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${chromeVersion}, Lighthouse ${lighthouseVersion()}, ${HTTP1 ? 'HTTP/1.1' : 'HTTPS with HTTP/2'}, median of ${RUNS} runs, ${os.cpus().length} CPUs (${os.loadavg()[0]?.toFixed(1)} load)._`,
    '',
    table(measures),
    '',
    left.length
      ? [
          'Audits still below 0.9 with an LCP or FCP saving in the median run:',
          '',
          ...left.map((m) => `- \`${m.page}\` ${m.preset}: ${m.opportunities.join('; ')}`),
        ].join('\n')
      : 'No audit with an LCP or FCP saving scores below 0.9 in any median run.',
    '',
    ...(measures.some((m) => m.failedChecks.length)
      ? [
          'SEO and best-practice audits failed in the median run:',
          '',
          ...measures
            .filter((m) => m.failedChecks.length)
            .map((m) => `- \`${m.page}\` ${m.preset}: ${m.failedChecks.join('; ')}`),
          '',
        ]
      : []),
    end,
  ].join('\n');
  fs.writeFileSync(doc, current.slice(0, a) + generated + current.slice(b + end.length));
  console.log(`\n${path.relative(ROOT, doc)}: generated section updated.`);
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'));
  return String(pkg.version);
}

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium não encontrado (apt-get install chromium, ou CHROMIUM_PATH).');
  await buildWebIfStale();

  const port = await freePort();
  const origin = `${HTTP1 ? 'http' : 'https'}://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-bench-web-'));
  const server = startProcess(path.join(ROOT, 'apps/api/src/server.ts'), {
    NODE_ENV: 'test',
    HOST: 'localhost',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...(HTTP1 ? {} : TLS),
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    // The certificate is self-signed: Chromium is told to accept it, as a browser would a real one.
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      ...(HTTP1 ? [] : ['--ignore-certificate-errors']),
    ],
  });
  try {
    await (HTTP1 ? waitFor(`${origin}/api/health/ready`) : waitForTls(`${origin}/api/health/ready`));
    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    const chromeVersion = String((version as { Browser?: string }).Browser ?? 'Chromium');
    const measures: Measure[] = [];
    let signedIn = false;
    for (const page of PAGES) {
      if (page.signedIn && !signedIn) {
        await signIn(chrome.port, origin);
        signedIn = true;
      }
      for (const preset of PRESETS) {
        const runs: Result[] = [];
        for (let i = 0; i < RUNS; i++) {
          const lhr = await audit(`${origin}${page.path}`, chrome.port, preset.config);
          if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
            throw new Error(`${page.path} terminou em ${lhr.finalDisplayedUrl} (sessão perdida?)`);
          }
          runs.push(lhr);
          if (REPORTS) {
            fs.mkdirSync(REPORTS, { recursive: true });
            const name = `${page.path.replace(/\W+/g, '_') || '_'}-${preset.name}-${i + 1}.json`;
            fs.writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
          }
        }
        const measure = summarize(page.path, preset.name, runs);
        measures.push(measure);
        console.log(
          `${page.path.padEnd(11)} ${preset.name.padEnd(8)} performance ${String(measure.performance).padStart(3)}  accessibility ${String(measure.accessibility).padStart(3)}  SEO ${String(measure.seo).padStart(3)}  best practices ${String(measure.bestPractices).padStart(3)}  LCP ${seconds(measure.lcpMs)}`,
        );
      }
    }
    console.log(`\n${table(measures)}`);
    for (const m of measures.filter((x) => x.opportunities.length > 0)) {
      console.log(`\n${m.page} ${m.preset}: ${m.opportunities.join('; ')}`);
    }
    for (const m of measures.filter((x) => x.failedChecks.length > 0)) {
      console.log(`\n${m.page} ${m.preset}: ${m.failedChecks.join('; ')}`);
    }
    if (WRITE_DOC) writeDoc(measures, chromeVersion);
  } finally {
    chrome.kill();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

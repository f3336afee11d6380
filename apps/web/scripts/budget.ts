// Initial JavaScript of the landing and of the signed-in shell (DESIGN.md budget: ~150 KB and ~250 KB
// gzip). Reads the Vite manifest of a build: `npm run build -w apps/web && node apps/web/scripts/budget.ts`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

const gzipBytes = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const keyOf = (part: string) => {
  const key = Object.keys(manifest).find((k) => k.includes(part));
  if (!key) throw new Error(`Chunk ${part} ausente do manifest.`);
  return key;
};

/** Files loaded before the page can be used: the chunks and their static imports (modulepreload). */
function initialFiles(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k]?.file ?? k);
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('Entrada ausente do manifest.');

const budgets = [
  { name: 'landing (/)', keys: [entry, keyOf('routes/landing')], limitKb: 150 },
  { name: 'login (/login)', keys: [entry, keyOf('routes/login')], limitKb: 250 },
  { name: 'shell (/home)', keys: [entry, keyOf('routes/shell'), keyOf('routes/home')], limitKb: 250 },
];

let over = false;
for (const { name, keys, limitKb } of budgets) {
  const kb = initialFiles(keys).reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
  over ||= kb > limitKb;
  console.log(
    `${name.padEnd(16)} ${kb.toFixed(1).padStart(6)} KB gzip (limite ~${limitKb} KB)${kb > limitKb ? '  ACIMA' : ''}`,
  );
}
process.exitCode = over ? 1 : 0;

// Initial JavaScript and CSS of the landing, the sign-in page and the signed-in shell, as sent over the
// wire (gzip; DESIGN.md's JavaScript budget: ~150 KB landing, ~250 KB signed-in shell). Reads the Vite
// manifest of a build: `npm run build -w apps/web && node apps/web/scripts/budget.ts`.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** Bytes a browser accepting gzip receives: the build's `.gz` copy, or the file when it has none. */
const gzipBytes = (file: string) => {
  const full = path.join(dist, file);
  return fs.existsSync(`${full}.gz`) ? fs.statSync(`${full}.gz`).size : fs.statSync(full).size;
};
/** A lazy route's chunk; none when the route is part of the entry (the landing, src/app/router.tsx). */
const chunksOf = (part: string) => Object.keys(manifest).filter((k) => k.includes(part));
const keyOf = (part: string) => {
  const key = Object.keys(manifest).find((k) => k.includes(part));
  if (!key) throw new Error(`Chunk ${part} ausente do manifest.`);
  return key;
};

/**
 * Files loaded before the page shows: the chunks, their static imports (modulepreload) and the CSS
 * of all of them (the entry's stylesheets block the first paint; a lazy route's load before it runs).
 */
function initialFiles(keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  const chunks = [...seen].map((k) => manifest[k]).filter((c): c is Chunk => c !== undefined);
  return { js: chunks.map((c) => c.file), css: [...new Set(chunks.flatMap((c) => c.css ?? []))] };
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('Entrada ausente do manifest.');

// Limits in KB gzip. JavaScript: DESIGN.md's. CSS: just above what the build reaches (issue 9 §3),
// so that a change that brings a stylesheet back into the first paint fails here.
const budgets = [
  { name: 'landing (/)', keys: [entry, ...chunksOf('routes/landing')], js: 150, css: 10 },
  { name: 'login (/login)', keys: [entry, keyOf('routes/login')], js: 250, css: 14 },
  { name: 'shell (/home)', keys: [entry, keyOf('routes/shell'), keyOf('routes/home')], js: 250, css: 20 },
];

const kb = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
let over = false;
for (const { name, keys, js, css } of budgets) {
  const files = initialFiles(keys);
  for (const [kind, size, limit] of [
    ['JS', kb(files.js), js],
    ['CSS', kb(files.css), css],
  ] as const) {
    over ||= size > limit;
    console.log(
      `${name.padEnd(16)} ${kind.padEnd(3)} ${size.toFixed(1).padStart(6)} KB gzip (limite ~${limit} KB)${size > limit ? '  ACIMA' : ''}`,
    );
  }
}
process.exitCode = over ? 1 : 0;

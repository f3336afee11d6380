/**
 * The boundary check of `npm run lint`: the import rules of `.dependency-cruiser.cjs` on resolved files,
 * plus the one rule dependency-cruiser cannot say by itself, no circle between API modules (a module's
 * files taken together: `a.routes → b`, `b.x → a` is a circle even when no file circle closes).
 * `npx depcruise -c .dependency-cruiser.cjs apps packages` runs the same rules, without the module circles.
 *
 * `node scripts/fronteiras.ts [baseDir]` prints the violations and exits 1 when there is one;
 * `fronteiras(baseDir)` answers them (apps/api/test/fronteiras.test.ts runs it on its fixture house).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULO = /^apps\/api\/src\/modules\/([^/]+)\//;
const TESTE = /\.test\.tsx?$/;

export interface Violacao {
  regra: string;
  de: string;
  para: string;
}

/**
 * Every violation of the rules in the house at `baseDir` (the repository by default). With `cache`, an
 * unchanged tree (files compared by content) answers from node_modules/.cache/fronteiras in a second.
 */
export async function fronteiras(baseDir = ROOT, { cache = false } = {}): Promise<Violacao[]> {
  const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
  const { output } = await cruise(['apps', 'packages'], {
    ...options,
    baseDir,
    validate: true,
    ...(cache && {
      cache: { folder: path.join(ROOT, 'node_modules/.cache/fronteiras'), strategy: 'content' },
    }),
  });
  const result = output as ICruiseResult;
  const violacoes: Violacao[] = (result.summary.violations ?? []).map((v) => ({
    regra: v.rule.name,
    de: v.from,
    para: v.cycle?.length ? v.cycle.map((c) => c.name).join(' → ') : v.to,
  }));
  return [...violacoes, ...circulosEntreModulos(result)];
}

/** The circles of the graph of API modules (test files left out): one violation per module in one. */
function circulosEntreModulos(result: ICruiseResult): Violacao[] {
  const arestas = new Map<string, Map<string, string>>();
  for (const m of result.modules) {
    const de = MODULO.exec(m.source)?.[1];
    if (!de || TESTE.test(m.source)) continue;
    for (const d of m.dependencies) {
      const para = MODULO.exec(d.resolved)?.[1];
      if (!para || para === de) continue;
      if (!arestas.has(de)) arestas.set(de, new Map());
      arestas.get(de)!.set(para, `${m.source} → ${d.resolved}`);
    }
  }
  // A module is in a circle when it reaches itself; the path found names the files that close it.
  const violacoes: Violacao[] = [];
  for (const inicio of arestas.keys()) {
    const caminho = caminhoDeVolta(arestas, inicio);
    if (caminho)
      violacoes.push({
        regra: 'sem-circulo-entre-modulos',
        de: `apps/api/src/modules/${inicio}`,
        para: caminho,
      });
  }
  return violacoes;
}

function caminhoDeVolta(arestas: Map<string, Map<string, string>>, inicio: string): string | null {
  const visto = new Set<string>();
  const fila: { modulo: string; passos: string[] }[] = [{ modulo: inicio, passos: [] }];
  while (fila.length) {
    const { modulo, passos } = fila.shift()!;
    for (const [proximo, arquivo] of arestas.get(modulo) ?? []) {
      if (proximo === inicio) return [...passos, arquivo].join(', ');
      if (visto.has(proximo)) continue;
      visto.add(proximo);
      fila.push({ modulo: proximo, passos: [...passos, arquivo] });
    }
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const inicio = performance.now();
  const violacoes = process.argv[2]
    ? await fronteiras(path.resolve(process.argv[2]))
    : await fronteiras(ROOT, { cache: true });
  for (const v of violacoes) console.error(`  ✖ ${v.regra}: ${v.de} → ${v.para}`);
  const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
  if (violacoes.length) {
    console.error(
      `\nFronteiras: ${violacoes.length} import(s) against docs/architecture.md ("Dependency rules").`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Fronteiras: no import crosses a boundary (${segundos} s).`);
  }
}

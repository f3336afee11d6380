import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules of docs/architecture.md hold by themselves: Biome's noRestrictedImports, configured
 * per folder in the root biome.json, refuses a wrong-way import. Each case writes one file with one import
 * into a scratch copy of the layout (with the real biome.json), lints them all in one run, and expects the
 * boundary diagnostic exactly on the wrong ones; the right ones beside them prove the rule is not just
 * refusing everything.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'lint/style/noRestrictedImports';

interface Case {
  file: string;
  from: string;
  refused: boolean;
}

const refuse = (file: string, ...froms: string[]): Case[] =>
  froms.map((from) => ({ file, from, refused: true }));
const allow = (file: string, ...froms: string[]): Case[] =>
  froms.map((from) => ({ file, from, refused: false }));

const RULES: Record<string, Case[]> = {
  'packages/shared imports nothing of the apps': [
    ...refuse(
      'packages/shared/src/conta/novo.ts',
      '@aprovei/api/src/app.ts',
      '@aprovei/web/src/lib/api-client',
      '../../../../apps/api/src/db/client.ts',
    ),
    ...allow('packages/shared/src/conta/novo.ts', 'zod', '../errors.ts', './cpf.rules.ts'),
  ],
  'a web feature never imports another feature, nor app/': [
    ...refuse(
      'apps/web/src/features/conta/components/novo.tsx',
      '../../auth/api/auth.api',
      '../../../features/auth/api/auth.api',
      '../../../app/router',
    ),
    ...allow(
      'apps/web/src/features/conta/components/novo.tsx',
      '../api/conta.api',
      './usuario-form',
      '../../../lib/api-client',
      '../../../components/dialogs',
      '@aprovei/shared/errors',
    ),
    ...refuse('apps/web/src/features/conta/novo.ts', '../auth/api/auth.api', '../../app/router'),
    ...allow('apps/web/src/features/conta/novo.ts', './api/conta.api', '../../lib/api-client'),
  ],
  'web components/ and lib/ import no feature and nothing of app/': [
    ...refuse('apps/web/src/lib/novo.ts', '../features/parametro/utils/parametros', '../app/router'),
    ...refuse('apps/web/src/components/novo.tsx', '../features/auth/components/login-form'),
    ...allow('apps/web/src/components/novo.tsx', '../lib/api-client', './dialogs'),
  ],
  'db/ imports no module and not the seed': [
    ...refuse(
      'apps/api/src/db/novo.ts',
      '../modules/questoes/questoes.service.ts',
      '../modules/auth/auth.repository.ts',
      '../seed/index.ts',
    ),
    ...allow('apps/api/src/db/novo.ts', './client.ts', './schema/index.ts', '../lib/html.ts'),
  ],
  'plugins/ import no module': [
    ...refuse(
      'apps/api/src/plugins/novo.ts',
      '../modules/auth/auth.service.ts',
      '../modules/errors.schemas.ts',
    ),
    ...allow('apps/api/src/plugins/novo.ts', '../lib/tokens.ts', '../http/errors.schemas.ts', './mail.ts'),
  ],
  'storage/ imports no module and not the seed': [
    ...refuse(
      'apps/api/src/storage/novo.ts',
      '../modules/privacidade/privacidade.service.ts',
      '../seed/index.ts',
    ),
    ...allow('apps/api/src/storage/novo.ts', './file-storage.ts', '../config/env.ts'),
  ],
  'a module reaches another module only through its service': [
    ...refuse(
      'apps/api/src/modules/conta/novo.ts',
      '../planos/planos.repository.ts',
      '../reacoes/reacoes.sql.ts',
      '../planos/planos.routes.ts',
      '../questoes/busca.ts',
      '../../modules/planos/planos.repository.ts',
    ),
    ...allow(
      'apps/api/src/modules/conta/novo.ts',
      '../planos/planos.service.ts',
      './conta.repository.ts',
      '../../db/client.ts',
      '../../lib/passwords.ts',
      '../../http/errors.schemas.ts',
    ),
    // The study modules reach each other only through services too (their old cross-folder imports).
    ...refuse(
      'apps/api/src/modules/exercicios-fixacao/exercicios.service.ts',
      '../questoes/questoes.repository.ts',
      '../itens-estudo/busca.ts',
    ),
    ...refuse('apps/api/src/modules/questoes/questoes.repository.ts', '../reacoes/reacoes.repository.ts'),
  ],
};

const cases = Object.values(RULES).flat();
/**
 * Path of the scratch file of a case: one file per import, so that a diagnostic names its case. A file
 * named by a single case keeps its exact path.
 */
const scratchFile = (c: Case) => {
  if (cases.filter((o) => o.file === c.file).length === 1) return c.file;
  const ext = path.extname(c.file);
  return `${c.file.slice(0, -ext.length)}-${cases.indexOf(c)}${ext}`;
};

let dir: string;
let refusedFiles: Set<string>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aprovei-boundaries-'));
  fs.copyFileSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
  for (const c of cases) {
    const file = path.join(dir, scratchFile(c));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `import { x } from '${c.from}';\n\nexport const y = x;\n`);
  }
  const biome = path.join(ROOT, 'node_modules', '.bin', 'biome');
  // Biome exits 1 when it reports errors: the report is on stdout either way.
  const { stdout } = await promisify(execFile)(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', 'apps', 'packages'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  refusedFiles = new Set(report.diagnostics.filter((d) => d.category === RULE).map((d) => d.location.path));
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the linter enforces the dependency rules', () => {
  for (const [rule, ruleCases] of Object.entries(RULES)) {
    it(rule, () => {
      const verdicts = ruleCases.map((c) => `${c.file} ← ${c.from}: ${refusedFiles.has(scratchFile(c))}`);
      expect(verdicts).toEqual(ruleCases.map((c) => `${c.file} ← ${c.from}: ${c.refused}`));
    });
  }
});

describe('the layout the rules rely on', () => {
  // The rules read relative paths: "../<y>/…" is another module only when modules are one folder deep,
  // and "../../<y>/…" another feature only when a feature's files sit at most one folder down.
  it('every API module is one flat folder', () => {
    const modules = path.join(ROOT, 'apps/api/src/modules');
    const nested = fs
      .readdirSync(modules, { withFileTypes: true })
      .filter((m) => m.isDirectory())
      .flatMap((m) =>
        fs
          .readdirSync(path.join(modules, m.name), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => `${m.name}/${e.name}`),
      );
    expect(nested).toEqual([]);
  });

  it('no web feature file sits deeper than features/<x>/<folder>/', () => {
    const features = path.join(ROOT, 'apps/web/src/features');
    const deep = fs
      .readdirSync(features, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(features, path.join(e.parentPath, e.name)))
      .filter((f) => f.split(path.sep).length > 3);
    expect(deep).toEqual([]);
  });
});

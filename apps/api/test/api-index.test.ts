import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_INDEX_FILE, buildApiIndex, moduleFolder, renderApiIndex } from '../../../scripts/api-index.ts';

const MODULES_DIR = path.resolve(import.meta.dirname, '../src/modules');

describe('docs/api-index.md', () => {
  it('is the index of the routes the app registers (run npm run docs:api when this fails)', async () => {
    const generated = await buildApiIndex();
    const committed = fs.existsSync(API_INDEX_FILE) ? fs.readFileSync(API_INDEX_FILE, 'utf8') : '';
    expect(committed, 'docs/api-index.md is stale: run npm run docs:api').toBe(generated);

    // Every module folder with routes has its table.
    const comRotas = fs
      .readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .filter((d) => fs.readdirSync(path.join(MODULES_DIR, d.name)).some((f) => f.endsWith('.routes.ts')))
      .map((d) => `## modules/${d.name}`);
    expect(comRotas.length).toBeGreaterThan(10);
    for (const titulo of comRotas) expect(generated, titulo).toContain(`\n${titulo}\n`);
  });
});

describe('moduleFolder', () => {
  it("finds the folder of the module's routes file, named or not after the folder", () => {
    expect(moduleFolder('questoesModule')).toBe('modules/questoes');
    expect(moduleFolder('exerciciosModule')).toBe('modules/exercicios-fixacao');
    expect(moduleFolder('perguntaUsuarioModule')).toBe('modules/pergunta-usuario');
  });

  it('refuses a route that no module registered', () => {
    expect(() => moduleFolder('spaPlugin')).toThrow(/não foi registrada por um módulo/);
    expect(() => moduleFolder('fastify -> questoesModule')).toThrow(/não foi registrada por um módulo/);
    expect(() => moduleFolder('inexistenteModule')).toThrow(/modules\/<pasta>\/inexistente\.routes\.ts/);
  });
});

describe('renderApiIndex', () => {
  it('groups by module, sorts by path then method, leaves out HEAD, OPTIONS and non-API paths', () => {
    const md = renderApiIndex([
      { method: 'PUT', url: '/api/questoes/randomizar', module: 'questoesModule', summary: 'b | c' },
      { method: 'GET', url: '/api/questoes/randomizar', module: 'questoesModule', summary: 'a' },
      { method: 'HEAD', url: '/api/questoes/randomizar', module: 'questoesModule' },
      { method: 'OPTIONS', url: '/api/health', module: 'healthModule' },
      { method: 'GET', url: '/api/health', module: 'healthModule' },
      { method: 'GET', url: '/*', module: 'spaPlugin' },
    ]);
    const tabelas = md.slice(md.indexOf('## '));
    expect(tabelas).toBe(
      [
        '## modules/health',
        '',
        '| method | path | summary |',
        '|---|---|---|',
        '| GET | `/api/health` |  |',
        '',
        '## modules/questoes',
        '',
        '| method | path | summary |',
        '|---|---|---|',
        '| GET | `/api/questoes/randomizar` | a |',
        '| PUT | `/api/questoes/randomizar` | b \\| c |',
        '',
      ].join('\n'),
    );
  });
});

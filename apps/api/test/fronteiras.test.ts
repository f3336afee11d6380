import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fronteiras, type Violacao } from '../../../scripts/fronteiras.ts';

/**
 * The boundary check of `npm run lint` (scripts/fronteiras.ts over .dependency-cruiser.cjs) refuses every
 * escape of issue 20 §1. `fixtures/fronteiras/` is a miniature house with the real layout: each file
 * there makes one import (spelt the ways that escaped Biome's globs: `./../`, a package name, a
 * sub-folder) and this test expects exactly the rules it breaks; the allowed files beside them prove
 * the rules do not refuse everything. The real house is left out of it (`exclude` in the config).
 */
const CASA = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/fronteiras');
const API = 'apps/api/src';

const ESPERADO: Record<string, string[]> = {
  // A module reaches another only through its public face, however the path is spelt.
  [`${API}/modules/conta/repositorio-de-outro-modulo.ts`]: ['api-modulo-face-publica'],
  [`${API}/modules/conta/servico-de-outro-modulo.ts`]: ['api-modulo-face-publica'],
  [`${API}/modules/conta/sub-pasta-de-outro-modulo.ts`]: ['api-modulo-face-publica'],
  [`${API}/modules/planos/propria-face.ts`]: ['api-modulo-face-propria'],
  // The demo content is a client of the modules: their public faces only, never a service file or a
  // repository behind them (issue 20 §3).
  [`${API}/demo/importa-interno-de-modulo.ts`]: ['api-demo-face-publica'],
  // Floors: a module never imports the seed, the demo or the app; db, gateways, http, lib never import upwards.
  [`${API}/modules/conta/importa-seed.ts`]: ['api-camadas'],
  [`${API}/modules/conta/importa-app.ts`]: ['api-camadas'],
  [`${API}/modules/conta/importa-demo.ts`]: ['api-camadas'],
  // Reference data sits beside the modules: neither imports the other.
  [`${API}/modules/conta/importa-referencia.ts`]: ['api-camadas'],
  [`${API}/referencia/importa-modulo.ts`]: ['api-camadas'],
  [`${API}/db/importa-plugin.ts`]: ['api-camadas'],
  [`${API}/gateways/importa-plugin.ts`]: ['api-camadas'],
  [`${API}/http/importa-plugin.ts`]: ['api-camadas'],
  [`${API}/lib/importa-bootstrap.ts`]: ['api-camadas'],
  // The web: a feature imports no other feature; components import no feature; no test code in product.
  'apps/web/src/features/conta/components/outra-feature.tsx': ['web-feature-isolada'],
  'apps/web/src/components/importa-feature.tsx': ['web-camadas'],
  'apps/web/src/lib/importa-teste.ts': ['codigo-de-teste'],
  // The apps never import each other; shared imports only itself and zod.
  'apps/web/src/lib/importa-api.ts': ['apps-separadas'],
  [`${API}/lib/importa-web.ts`]: ['apps-separadas'],
  'packages/shared/src/conta/importa-fastify.ts': ['shared-puro'],
  'packages/shared/src/conta/importa-node.ts': ['shared-puro'],
  'packages/shared/src/conta/importa-app.ts': ['shared-puro'],
  // An import that resolves to nothing cannot be judged: refused.
  [`${API}/lib/importa-perdido.ts`]: ['sem-import-perdido'],
  // Circles: two modules through their faces (no file circle closes), two files of one module.
  [`${API}/modules/ciclo-a`]: ['sem-circulo-entre-modulos'],
  [`${API}/modules/ciclo-b`]: ['sem-circulo-entre-modulos'],
  [`${API}/modules/consulta-cep/provedor.ts`]: ['sem-circulo-entre-arquivos'],
};

/** Files whose imports are all allowed (a module's sub-folder, another module's face, the layers below). */
const PERMITIDOS = [
  `${API}/modules/conta/permitido.ts`,
  `${API}/modules/checkout/renovacao/tentativa.ts`,
  `${API}/demo/permitido.ts`,
  'apps/web/src/features/conta/components/permitido.tsx',
  'packages/shared/src/conta/permitido.ts',
];

let violacoes: Violacao[];

beforeAll(async () => {
  violacoes = await fronteiras(CASA);
}, 60_000);

const regrasDe = (arquivo: string) => [
  ...new Set(violacoes.filter((v) => v.de === arquivo).map((v) => v.regra)),
];

describe('npm run lint refuses the escapes of the boundaries', () => {
  for (const [arquivo, regras] of Object.entries(ESPERADO)) {
    it(`${arquivo}: ${regras.join(', ')}`, () => {
      expect(regrasDe(arquivo)).toEqual(regras);
    });
  }

  it('the circle of two files is reported with both files', () => {
    const circulo = violacoes.find((v) => v.regra === 'sem-circulo-entre-arquivos');
    expect(circulo?.para).toContain(`${API}/modules/consulta-cep/tabela.ts`);
  });

  it('allows what the rules allow', () => {
    expect(PERMITIDOS.flatMap((arquivo) => regrasDe(arquivo).map((r) => `${arquivo}: ${r}`))).toEqual([]);
  });

  it('reports nothing else', () => {
    expect(
      violacoes.filter((v) => !(v.de in ESPERADO)).map((v) => `${v.regra}: ${v.de} → ${v.para}`),
    ).toEqual([]);
  });
});

/**
 * The import rules of docs/architecture.md ("Dependency rules"), checked on resolved files by
 * dependency-cruiser as part of `npm run lint`: however an import is spelt (`./../x`, `../../modules/x`, a
 * package name), the rule sees the file it reaches. `apps/api/test/fronteiras.test.ts` proves each rule
 * refuses the escapes it exists for, with the miniature house under `apps/api/test/fixtures/fronteiras/`.
 */
const shared = require('./packages/shared/package.json');

const API = '^apps/api/src/';
const WEB = '^apps/web/src/';
/** Test code: test files, the test folders and helpers. The layer rules are for product code. */
const TESTS = [
  '\\.test\\.tsx?$',
  '^apps/api/test/',
  '^apps/web/e2e/',
  '/testing/',
  '/test-support/',
  '(vitest|playwright)\\.config\\.ts$',
];

/**
 * The API's floors, from the top. A floor imports only the floors below it; two folders on one floor do
 * not import each other.
 */
const API_FLOORS = [
  ['server', [`${API}server\\.ts$`]],
  ['bootstrap', [`${API}bootstrap\\.ts$`]],
  ['seed', [`${API}seed/`]],
  ['app', [`${API}app\\.ts$`]],
  ['demo', [`${API}demo/`]],
  ['modules', [`${API}modules/`]],
  ['referencia', [`${API}referencia/`]],
  ['plugins', [`${API}plugins/`]],
  ['http', [`${API}http/`]],
  ['gateways', [`${API}gateways/`]],
  ['jobs', [`${API}jobs/`]],
  ['mail', [`${API}mail/`]],
  ['storage', [`${API}storage/`]],
  ['logger', [`${API}logger\\.ts$`]],
  ['db', [`${API}db/`]],
  ['lib', [`${API}lib/`]],
  ['config', [`${API}config/`]],
];
/** Folders that share a floor (same number). */
const API_FLOOR_OF = {
  server: 0,
  bootstrap: 1,
  // The one entry that fills an empty database: reference data, then (outside production) the demo.
  seed: 2,
  app: 3,
  // The demo content: a client of the modules, beside the app that serves them.
  demo: 3,
  modules: 4,
  // Reference data, written at the schema level: beside the modules, so neither imports the other.
  referencia: 4,
  plugins: 5,
  http: 6,
  gateways: 7,
  jobs: 7,
  mail: 7,
  storage: 7,
  logger: 7,
  db: 8,
  lib: 8,
  config: 8,
};

const WEB_FLOORS = [
  // The three entry points: the page's, the service worker's and the server render's.
  ['main', [`${WEB}main\\.tsx$`, `${WEB}sw\\.ts$`, `${WEB}entry-server\\.tsx$`]],
  ['app', [`${WEB}app/`]],
  ['features', [`${WEB}features/`]],
  ['components', [`${WEB}components/`]],
  ['lib', [`${WEB}lib/`]],
  ['config', [`${WEB}config/`]],
  ['theme', [`${WEB}theme/`]],
];
const WEB_FLOOR_OF = { main: 0, app: 1, features: 2, components: 3, lib: 4, config: 5, theme: 5 };

/** One rule per folder: it imports nothing on its own floor or above (except itself). */
function floorRules(app, floors, floorOf) {
  return floors.flatMap(([name, paths]) => {
    const upOrBeside = floors
      .filter(([other]) => other !== name && floorOf[other] <= floorOf[name])
      .flatMap(([, p]) => p);
    if (upOrBeside.length === 0) return [];
    return {
      name: `${app}-camadas`,
      severity: 'error',
      comment:
        `${app}: ${name} imports only what sits on a floor below it ` +
        '(docs/architecture.md, "Dependency rules").',
      from: { path: paths, pathNot: TESTS },
      to: { path: upOrBeside },
    };
  });
}

module.exports = {
  forbidden: [
    ...floorRules('api', API_FLOORS, API_FLOOR_OF),
    {
      name: 'api-fora-das-camadas',
      severity: 'error',
      comment:
        'Every file of apps/api/src belongs to a floor of docs/architecture.md: add a new folder there first.',
      from: { path: API, pathNot: [...API_FLOORS.flatMap(([, p]) => p), ...TESTS] },
      to: {},
    },
    {
      name: 'api-modulo-face-publica',
      severity: 'error',
      comment:
        'A module reaches another module only through the public face it declares, modules/<y>/index.ts; ' +
        'the rest of a module (repositories, SQL, routes, helpers, sub-folders) is its own.',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}modules/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'api-demo-face-publica',
      severity: 'error',
      comment:
        'The demo content is a client of the modules like the back office: it reaches a module only through ' +
        'its public face, modules/<x>/index.ts, never its repositories, helpers or internal services.',
      from: { path: `${API}demo/`, pathNot: TESTS },
      to: { path: `${API}modules/`, pathNot: `${API}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'api-modulo-face-propria',
      severity: 'error',
      comment: "A module's own files never import its public face (index.ts is for the other modules).",
      from: { path: `${API}modules/([^/]+)/`, pathNot: [`${API}modules/[^/]+/index\\.ts$`] },
      to: { path: `${API}modules/$1/index\\.ts$` },
    },
    ...floorRules('web', WEB_FLOORS, WEB_FLOOR_OF),
    {
      name: 'web-fora-das-camadas',
      severity: 'error',
      comment:
        'Every file of apps/web/src belongs to a floor of docs/architecture.md: add a new folder there first.',
      from: { path: WEB, pathNot: [...WEB_FLOORS.flatMap(([, p]) => p), ...TESTS, `${WEB}env\\.d\\.ts$`] },
      to: {},
    },
    {
      name: 'web-feature-isolada',
      severity: 'error',
      comment:
        'A web feature imports no other feature: what two features share moves down to components/ or lib/.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'codigo-de-teste',
      severity: 'error',
      comment: 'Product code never imports test code (test files, testing/ folders, apps/api/test).',
      from: { pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'apps-separadas',
      severity: 'error',
      comment: 'apps/api and apps/web never import each other: what both need is in packages/shared.',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'apps-separadas',
      severity: 'error',
      comment: 'apps/api and apps/web never import each other: what both need is in packages/shared.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'shared-puro',
      severity: 'error',
      comment:
        'packages/shared is the wire contract and pure rules: it imports only itself and its own dependencies ' +
        `(${Object.keys(shared.dependencies).join(', ')}); no app, no framework, no Node built-in.`,
      from: { path: '^packages/shared/', pathNot: TESTS },
      to: {
        pathNot: [
          '^packages/shared/',
          ...Object.keys(shared.dependencies).map((d) => `(^|/)node_modules/${d}/`),
        ],
      },
    },
    {
      name: 'shared-puro',
      severity: 'error',
      comment:
        "packages/shared's tests import only shared, its dependencies and devDependencies, and vitest.",
      from: { path: ['^packages/shared/'] },
      to: {
        pathNot: [
          '^packages/shared/',
          ...[
            ...Object.keys(shared.dependencies),
            ...Object.keys(shared.devDependencies),
            'vitest',
            '@vitest',
          ].map((d) => `(^|/)node_modules/${d}/`),
        ],
      },
    },
    {
      name: 'sem-circulo-entre-arquivos',
      severity: 'error',
      comment: 'No circle of imports between files (type-only imports count).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'sem-import-perdido',
      severity: 'error',
      comment: 'Every import resolves to a file: a rule can only judge what it can see.',
      from: { pathNot: '\\.d\\.ts$' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Test fixtures break the rules on purpose; build output and reports are not source.
    exclude: {
      path: '^apps/api/test/fixtures/|/dist/|/dist-ssr/|/test-results/|/playwright-report/|/coverage/',
    },
    tsPreCompilationDeps: true,
    // The apps resolve as their tsconfigs say: nodenext for the API (explicit .ts, package exports under
    // "import"), bundler for the web (extensionless); no tsconfig has `paths`.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};

import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that never open the database TEST_DATABASE_URL names: pure rules, the file storage, the Mercado Pago
 * client against its fake, the generated API index, the boundary check, the server process on the embedded
 * database. `npm test` runs the API suite once per engine; its second run (PostgreSQL, `API_SEGUNDO_MOTOR=1`)
 * leaves these out, since they would only repeat the first. A file missing here just runs twice.
 */
const SEM_O_SEGUNDO_MOTOR = [
  'src/config/empresa.test.ts',
  'src/db/data-dir-lock.test.ts',
  'src/db/lote.test.ts',
  'src/gateways/mercadopago.test.ts',
  'src/gateways/payment-gateway.test.ts',
  'src/lib/html.test.ts',
  'src/lib/memo.test.ts',
  'src/lib/tokens.test.ts',
  'src/modules/planos/contrato-pdf.test.ts',
  'src/seed/conteudo/simulados.test.ts',
  'src/seed/desempenho-demo.rules.test.ts',
  'src/seed/planos.seed.test.ts',
  'src/storage/content-type.test.ts',
  'src/storage/create-storage.test.ts',
  'src/storage/folder-storage.test.ts',
  'src/storage/pdf-inflado.test.ts',
  'src/storage/s3-storage.test.ts',
  'test/api-index.test.ts',
  'test/fronteiras.test.ts',
  'test/server-process.test.ts',
];

/**
 * Files that move the clock (`vi.setSystemTime`) with PGlite open: run apart, each in a process of its own
 * (the root config's project `api-relogio`, `isolate: true`). In the shared worker of the others, the
 * embedded database kept timers armed for the moved clock after the file ended, and spun on them when the
 * real clock came back (TimeoutOverflowWarning in a loop, the worker killed for memory).
 */
export const MOVEM_O_RELOGIO = ['src/modules/revisao/revisao.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...MOVEM_O_RELOGIO,
      ...(process.env.API_SEGUNDO_MOTOR ? SEM_O_SEGUNDO_MOTOR : []),
    ],
    // The run's database templates (test/template-database.ts): migrated and seeded once, copied per file.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // Files share a worker's modules instead of evaluating the app's graph again for each (about 30 % of the
    // run). Each file still has a database of its own; module state is per database (`porBanco`, the memo),
    // and the suite passes with its files in shuffled order on both engines.
    isolate: false,
  },
});

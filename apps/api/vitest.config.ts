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

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.API_SEGUNDO_MOTOR
      ? [...configDefaults.exclude, ...SEM_O_SEGUNDO_MOTOR]
      : configDefaults.exclude,
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

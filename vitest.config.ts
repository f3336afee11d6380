import { configDefaults, defineConfig } from 'vitest/config';
import api, { MOVEM_O_RELOGIO } from './apps/api/vitest.config.ts';

// One runner, five projects: `npm run test:unit` runs shared, web and bench (the benches' pure parts),
// `npm run test:api` runs api and api-relogio (the API files that move the clock, each in a process of its
// own: apps/api/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      { test: { name: 'bench', root: './bench', environment: 'node', include: ['**/*.test.ts'] } },
      {
        root: './apps/api',
        test: {
          ...api.test,
          name: 'api-relogio',
          include: MOVEM_O_RELOGIO,
          exclude: [...configDefaults.exclude],
          isolate: true,
        },
      },
    ],
  },
});

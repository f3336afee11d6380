import { configDefaults, defineConfig } from 'vitest/config';
import api, { MOVEM_O_RELOGIO } from './apps/api/vitest.config.ts';

// One runner, four projects: `npm run test:unit` runs shared + web, `npm run test:api` runs api and
// api-relogio (the API files that move the clock, each in a process of its own: apps/api/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
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

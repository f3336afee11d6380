import { defineConfig } from 'vitest/config';

// One runner, three projects: `npm run test:unit` runs shared + web, `npm run test:api` runs api.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});

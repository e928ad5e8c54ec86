import { defineConfig } from 'vitest/config';

// One runner, one summary: each workspace is a project; the browser end-to-end suite is its own.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'packages/db/vitest.config.ts',
      'packages/engine/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.e2e.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Real Chromium against the production build served by the real server.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/support/build-web.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another to spare the two cores, and
    // after every other project's files (groupOrder 0).
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});

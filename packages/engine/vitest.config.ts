import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    name: 'engine',
    include: ['src/**/*.test.ts'],
    // Each worker keeps the modules it loaded from one file to the next: re-importing the whole
    // server for every file cost more time than most files' tests. No file mocks modules.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});

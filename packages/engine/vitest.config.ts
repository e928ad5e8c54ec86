import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    name: 'engine',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});

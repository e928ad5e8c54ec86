import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

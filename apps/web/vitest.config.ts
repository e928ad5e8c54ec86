import { defineConfig } from 'vitest/config';
import { catalogsPlugin } from './vite-plugin-catalogs.ts';

export default defineConfig({
  plugins: [catalogsPlugin(new URL('./src/locales', import.meta.url).pathname)],
  test: {
    root: import.meta.dirname,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each worker keeps the modules it loaded from one file to the next (React and the catalogs cost
    // more to import than most files' tests take). No file mocks modules; the two that stub globals
    // (fetch, document) unstub them after each test.
    isolate: false,
  },
});

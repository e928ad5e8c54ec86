import { defineConfig } from 'vitest/config';
import { catalogsPlugin } from './vite-plugin-catalogs.ts';

export default defineConfig({
  plugins: [catalogsPlugin(new URL('./src/locales', import.meta.url).pathname)],
  test: {
    root: import.meta.dirname,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

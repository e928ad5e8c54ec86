import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogsPlugin } from './vite-plugin-catalogs.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), catalogsPlugin(new URL('./src/locales', import.meta.url).pathname)],
  server: {
    // `npm run dev -w @reelsmith/web` next to `npm start`: the API stays on the server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by `npm run bench:web` (which files a page needs) and never served: the server refuses dot-folders.
    manifest: true,
  },
});

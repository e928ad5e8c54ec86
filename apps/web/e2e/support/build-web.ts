import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** Vitest global setup: a fresh production build, so the browser never tests a stale one. */
export default async function buildWeb(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  await build({ root, configFile: `${root}/vite.config.ts`, logLevel: 'warn' });
}

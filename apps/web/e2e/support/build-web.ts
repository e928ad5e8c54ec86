import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../scripts/build-site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's production build of the web app is. */
    webDistDir: string;
  }
}

/**
 * Vitest global setup: a fresh production build (public pages prerendered, as `npm run build` makes
 * it) in a folder of its own, so the browser never tests a stale or development build, and
 * apps/web/dist (which `npm start` serves) is left alone.
 */
export default async function buildWeb(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'reelsmith-e2e-web-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildSite({ outDir, logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('webDistDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

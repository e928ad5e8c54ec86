import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
// The server's own process harness: e2e drives the real entry point, as `npm start` runs it.
import { startServer } from '../../../server/src/test/entry-process';

/** The platform on a free port with an empty embedded database, serving this run's production build. */
export async function startPlatform(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelsmith-e2e-'));
  // Production, as deployed: it refuses to start without its own session secret, so the run makes one.
  const server = await startServer({ DATA_DIR: dataDir, WEB_DIST_DIR: inject('webDistDir'), NODE_ENV: 'production', BETTER_AUTH_SECRET: randomBytes(32).toString('base64') });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchPostgres } from '@reelsmith/db/testing';
import { inject } from 'vitest';
// The server's own process harness: e2e drives the real entry point, as `npm start` runs it.
import { startServer } from '../../../server/src/test/entry-process';

/** A port free right now, for a server that must know its own address before it starts. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The platform on a free port with an empty database, serving this run's production build: a new
 * PostgreSQL database (as deployments run it; it starts in a second where a new embedded one takes
 * seven), or with `database: 'embedded'` the embedded one the quick start uses.
 * Its PUBLIC_URL is the address the browser uses, so signed-in requests pass the same-origin check.
 * `env` adds or overrides variables (e.g. FETCH_ALLOW_HOSTS for a local shop).
 */
export async function startPlatform(
  options: { env?: Record<string, string>; database?: 'postgres' | 'embedded' } = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelsmith-e2e-'));
  const scratch = options.database === 'embedded' ? undefined : await createScratchPostgres();
  const port = await freePort();
  // Production, as deployed: it refuses to start without its own session secret, so the run makes one.
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: inject('webDistDir'),
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.env,
  };
  const server = await startServer(env).catch(async (error: unknown) => {
    await scratch?.drop();
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

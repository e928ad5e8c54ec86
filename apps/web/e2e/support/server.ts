import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * The platform on a free port with an empty embedded database, serving this run's production build.
 * Its PUBLIC_URL is the address the browser uses, so signed-in requests pass the same-origin check.
 * `env` adds or overrides variables (e.g. FETCH_ALLOW_HOSTS for a local shop).
 */
export async function startPlatform(options: { env?: Record<string, string> } = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelsmith-e2e-'));
  const port = await freePort();
  // Production, as deployed: it refuses to start without its own session secret, so the run makes one.
  const server = await startServer({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: inject('webDistDir'),
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

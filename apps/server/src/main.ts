// The platform in one process: HTTP server, and the workers unless RUN_WORKER=false.
import { serve } from '@hono/node-server';
import { probeTools } from '@reelsmith/engine';
import type { Server } from 'node:http';
import { createApp } from './app';
import { createLogger } from './lib/logger';
import { loadConfigOrExit } from './lib/load-config';
import { memoizeFor } from './lib/memoize';
import { exitOnSignals } from './lib/shutdown';
import { APP_VERSION } from './lib/version';
import { openRuntime } from './runtime';

const config = loadConfigOrExit();
const logger = createLogger({ name: 'reelsmith', level: config.logLevel, pretty: Boolean(process.stdout.isTTY) && config.env !== 'production' });
const startedAt = Date.now();

let runtime: Awaited<ReturnType<typeof openRuntime>>;
try {
  runtime = await openRuntime(config, logger, { consume: config.runWorker });
} catch (error) {
  logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
  process.exit(1);
}

const app = createApp({
  logger,
  database: runtime.database,
  queue: runtime.queue,
  // Spawning two programs per health request is wasteful; their presence changes rarely.
  probeTools: memoizeFor(30_000, () => probeTools(config.tools)),
  webDistDir: config.webDistDir,
  trustProxy: config.trustProxy,
  formRateLimitPerMinute: config.formRateLimitPerMinute,
  version: APP_VERSION,
  startedAt,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, host: config.host, database: config.database.kind, workers: config.runWorker ? config.workerConcurrency : 0 },
    `Reelsmith is running at ${config.publicUrl}`,
  );
}) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT to another one)` : error.message;
  logger.fatal({ err: error }, `could not listen: ${reason}`);
  void runtime.close().finally(() => process.exit(1));
});

exitOnSignals(logger, async () => {
  // Stop taking requests first; keep-alive connections that are idle are closed at once.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs))]);
  server.closeAllConnections();
  await runtime.close();
});

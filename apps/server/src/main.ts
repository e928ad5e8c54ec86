// The platform in one process: HTTP server, and the workers unless RUN_WORKER=false.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { probeTools } from '@reelsmith/engine';
import { createApp } from './app';
import { createAuth } from './auth/create-auth';
import { createLogger } from './lib/logger';
import { loadConfigOrExit } from './lib/load-config';
import { memoizeFor } from './lib/memoize';
import { chooseMailer } from './mail/choose-mailer';
import { handleShutdownSignals } from './lib/shutdown';
import { APP_VERSION } from './lib/version';
import { openRuntime, type Runtime } from './runtime';
import { syncBlogPosts } from './use-cases/blog/sync-blog-posts';
import { createPayments } from './use-cases/payments/payments';

const config = loadConfigOrExit();
const logger = createLogger({ name: 'reelsmith', level: config.logLevel, pretty: Boolean(process.stdout.isTTY) && config.env !== 'production' });
const signals = handleShutdownSignals(logger);
const startedAt = Date.now();
logger.info({ database: config.database.kind }, 'starting');

let runtime: Runtime;
try {
  runtime = await openRuntime(config, logger, { consume: config.runWorker });
} catch (error) {
  logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
  process.exit(1);
}

// The blog table follows the post files of CONTENT_DIR; the blog is no reason to refuse to start.
await syncBlogPosts({ db: runtime.database.db, contentDir: config.contentDir, logger }).catch((error: unknown) => {
  logger.error({ err: error }, 'blog posts not synced');
});

const app = createApp({
  logger,
  database: runtime.database,
  queue: runtime.queue,
  auth: createAuth({
    db: runtime.database.db,
    secret: config.auth.secret,
    baseURL: config.publicUrl,
    trustedOrigins: config.auth.trustedOrigins,
    secureCookies: config.auth.secureCookies,
    trustProxy: config.trustProxy,
    mailer: chooseMailer({ ...config.mail, production: config.env === 'production', logger }),
    ...(config.google ? { google: config.google } : {}),
    logger,
  }),
  // Spawning two programs per health request is wasteful; their presence changes rarely.
  probeTools: memoizeFor(30_000, () => probeTools(config.tools)),
  tools: config.tools,
  webDistDir: config.webDistDir,
  contentDir: config.contentDir,
  mediaDir: config.mediaDir,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  formRateLimitPerMinute: config.formRateLimitPerMinute,
  payments: createPayments(config.payments, { publicUrl: config.publicUrl }),
  aiAvailable: config.llm !== undefined,
  site: config.site,
  version: APP_VERSION,
  startedAt,
});

if (!config.mail.smtpUrl && config.env === 'production') {
  logger.warn('SMTP_URL is not set: password-reset e-mails are not sent (each request logs an error)');
}

if (config.payments.provider === 'test' && config.env === 'production') {
  logger.warn('payments run in test mode: anyone can buy credits with the test card; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell through Stripe');
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    { port: info.port, host: config.host, database: config.database.kind, workers: config.runWorker ? config.workerConcurrency : 0 },
    `Reelsmith is running at ${config.publicUrl}`,
  );
}) as Server;

server.on('error', (error: NodeJS.ErrnoException) => {
  const reason = error.code === 'EADDRINUSE' ? `port ${config.port} is already in use (set PORT to another one)` : error.message;
  logger.fatal({ err: error }, `could not listen: ${reason}`);
  void runtime.shutDown({ deadline: Date.now() }).finally(() => process.exit(1));
});

/** Stops taking connections, lets in-flight requests end by the deadline, then cuts what remains. */
function closeHttp(deadline: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timeUp = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
  return Promise.race([closed, timeUp]).then(() => server.closeAllConnections());
}

signals.ready(async () => {
  // One deadline for everything: requests drain while the queue stops, then the database closes.
  const deadline = Date.now() + config.shutdownTimeoutMs;
  await runtime.shutDown({ deadline, drain: closeHttp(deadline) });
});

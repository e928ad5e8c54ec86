import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRERENDER_ORIGIN } from '@reelsmith/contracts';
import { createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { createSafeFetcher, probeTools, type ToolPaths } from '@reelsmith/engine';
import type { Logger } from 'pino';
import { createApp, type AppDeps } from '../app';
import { createAuth } from '../auth/create-auth';
import type { GoogleOptions } from '../auth/google';
import { JOB_DEFINITIONS, jobCatalog, startWorkers } from '../jobs/catalog';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { createLogMailer } from '../mail/log-mailer';
import type { Mailer } from '../mail/mailer';
import { createPayments, type PaymentsConfig } from '../use-cases/payments/payments';
import { testLogger } from './logger';
import { startShop, type LocalShop } from './local-shop';
import { NO_SITE_SETTINGS, type SiteSettings } from '../lib/site-settings';

/** A running app over a fresh database, with a tiny web build of its own. */
export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  queue: JobQueue;
  webDistDir: string;
  /** Where the app stores videos and posters. */
  mediaDir: string;
  close(): Promise<void>;
}

/** The pages of the stand-in web build: the SPA shell, one hashed asset, one prerendered page. */
export const WEB_FILES: Record<string, string> = {
  'app-shell.html': '<!doctype html><title>Reelsmith shell</title>',
  // Pages prerendered at build time name the address they will be served at by a placeholder.
  'index.html': `<!doctype html><title>Home (prerendered)</title><link rel="canonical" href="${PRERENDER_ORIGIN}/">`,
  'assets/app-3f2a.js': 'console.log("app")',
  'es/blog/index.html': `<!doctype html><title>Blog (prerendered)</title><link rel="canonical" href="${PRERENDER_ORIGIN}/es/blog"><link rel="alternate" hreflang="en" href="${PRERENDER_ORIGIN}/blog">`,
  'humans.txt': 'Made by the Reelsmith team',
};

/** The address the test app believes it is served at: the Origin its cookie-carrying requests send. */
export const TEST_BASE_URL = 'http://localhost:3000';

/** The server secret of the test app (sessions, and the unsubscribe links a test's e-mail job signs). */
export const TEST_AUTH_SECRET = 'reelsmith-test-session-secret-0123456789abcdef';

/** The repository's blog content, which the app serves unless a test gives it another folder. */
const REPO_CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));

/** Content of a file beside (outside) the web build. */
export const SECRET = 'outside the build';

/** Builds the real app on a database of the given kind. */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  options: {
    tools?: Partial<ToolPaths>;
    formRateLimitPerMinute?: number;
    logger?: Logger;
    probeTools?: AppDeps['probeTools'];
    /** Run the generation worker in this process, fetching from these (local) hosts. */
    worker?: { allowHosts: string[] };
    /** How packs are paid for (default: the test-mode card form); Stripe's API may be a local stand-in. */
    payments?: PaymentsConfig;
    /** Where e-mails go (default: the quiet test log); a test reads them from a local SMTP server. */
    mailer?: Mailer;
    /** Google sign-in against a local OpenID provider. */
    google?: GoogleOptions;
    /** The booking widget and Google Analytics. */
    site?: SiteSettings;
    /** Blog posts and the uploads folder (default: the repository's content/). */
    contentDir?: string;
    /** Whether the server has a language model (campaigns personalized by AI); false by default. */
    aiAvailable?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const queue = createJobQueue({ database, logger: testLogger, definitions: JOB_DEFINITIONS });
  await queue.start();
  // The build sits in a folder beside a secret, which no request may ever read.
  const parentDir = mkdtempSync(join(tmpdir(), 'reelsmith-web-'));
  writeFileSync(join(parentDir, 'secret.txt'), SECRET);
  const webDistDir = join(parentDir, 'dist');
  const mediaDir = join(parentDir, 'media');
  // The generation worker runs in this process when asked, reading pages the test serves locally.
  if (options.worker) {
    const catalog = jobCatalog({ db: database.db, mediaDir, tools: { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' }, fetcher: createSafeFetcher({ allowHosts: options.worker.allowHosts }), browser: false, durationSeconds: 15, queue: () => queue });
    await startWorkers(queue, catalog, 1);
  }
  for (const [path, content] of Object.entries(WEB_FILES)) {
    mkdirSync(dirname(join(webDistDir, path)), { recursive: true });
    writeFileSync(join(webDistDir, path), content);
  }
  const logger = options.logger ?? testLogger;
  const app = createApp({
    logger,
    database,
    queue,
    auth: createAuth({
      db: database.db,
      secret: TEST_AUTH_SECRET,
      baseURL: TEST_BASE_URL,
      trustedOrigins: [],
      secureCookies: false,
      trustProxy: false,
      mailer: options.mailer ?? createLogMailer({ logger, production: false }),
      ...(options.google ? { google: options.google } : {}),
      logger,
    }),
    probeTools: options.probeTools ?? (() => probeTools({ ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng', ...options.tools })),
    webDistDir,
    mediaDir,
    contentDir: options.contentDir ?? REPO_CONTENT_DIR,
    publicUrl: TEST_BASE_URL,
    trustProxy: false,
    // Every test request comes from one "client": only the rate-limit test wants the real limit.
    formRateLimitPerMinute: options.formRateLimitPerMinute ?? 10_000,
    payments: createPayments(options.payments ?? { provider: 'test' }, { publicUrl: TEST_BASE_URL }),
    aiAvailable: options.aiAvailable ?? false,
    site: options.site ?? NO_SITE_SETTINGS,
    version: '0.0.0-test',
    startedAt: Date.now(),
  });
  return {
    app,
    database,
    queue,
    webDistDir,
    mediaDir,
    async close() {
      await queue.stop({ deadline: Date.now() + 1000 });
      await database.destroy();
      rmSync(parentDir, { recursive: true, force: true });
    },
  };
}

/** A JSON request with the given body and language. */
export function jsonRequest(method: string, body: unknown, language = 'en'): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/**
 * For one describe block: a local shop and an app whose in-process worker may read it; started
 * before the block's tests and stopped after them.
 */
export function useShopAndWorker(options: { slowMs?: number } = {}): { test: TestApp; shop: LocalShop } {
  const started = {} as { test: TestApp; shop: LocalShop };
  beforeAll(async () => {
    started.shop = await startShop(options);
    started.test = await createTestApp('pglite', { worker: { allowHosts: [started.shop.host] } });
  });
  afterAll(async () => {
    await started.test?.close();
    await started.shop?.close();
  });
  return started;
}

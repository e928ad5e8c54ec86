import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { probeTools, type ToolPaths } from '@reelsmith/engine';
import type { Logger } from 'pino';
import { createApp, type AppDeps } from '../app';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { testLogger } from './logger';

/** A running app over a fresh database, with a tiny web build of its own. */
export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  queue: JobQueue;
  webDistDir: string;
  close(): Promise<void>;
}

/** The pages of the stand-in web build: the SPA shell, one hashed asset, one prerendered page. */
export const WEB_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Reelsmith shell</title>',
  'assets/app-3f2a.js': 'console.log("app")',
  'es/blog/index.html': '<!doctype html><title>Blog (prerendered)</title>',
  'robots.txt': 'User-agent: *',
};

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
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const queue = createJobQueue({ database, logger: testLogger, definitions: [] });
  await queue.start();
  // The build sits in a folder beside a secret, which no request may ever read.
  const parentDir = mkdtempSync(join(tmpdir(), 'reelsmith-web-'));
  writeFileSync(join(parentDir, 'secret.txt'), SECRET);
  const webDistDir = join(parentDir, 'dist');
  for (const [path, content] of Object.entries(WEB_FILES)) {
    mkdirSync(dirname(join(webDistDir, path)), { recursive: true });
    writeFileSync(join(webDistDir, path), content);
  }
  const app = createApp({
    logger: options.logger ?? testLogger,
    database,
    queue,
    probeTools: options.probeTools ?? (() => probeTools({ ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng', ...options.tools })),
    webDistDir,
    trustProxy: false,
    // Every test request comes from one "client": only the rate-limit test wants the real limit.
    formRateLimitPerMinute: options.formRateLimitPerMinute ?? 10_000,
    version: '0.0.0-test',
    startedAt: Date.now(),
  });
  return {
    app,
    database,
    queue,
    webDistDir,
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

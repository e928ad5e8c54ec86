import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchPostgres } from '@reelsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEntry, startServer } from './test/entry-process';

/** Joins the waitlist through the running server's HTTP API. */
const join_ = (baseUrl: string, email: string) =>
  fetch(`${baseUrl}/api/waitlist`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

describe('npm start (main.ts) on the embedded database', { timeout: 90_000 }, () => {
  let dataDir: string;
  let webDistDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'reelsmith-data-'));
    webDistDir = mkdtempSync(join(tmpdir(), 'reelsmith-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Reelsmith</title>');
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const env = () => ({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir });

  it('serves, stops on SIGTERM, and finds its data again after a restart', async () => {
    const first = await startServer(env());
    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { components: { database: { kind: string } } }).components.database.kind).toBe('pglite');
    expect((await join_(first.baseUrl, 'first-run@example.com')).status).toBe(201);
    expect(await first.stop()).toBe(0);
    expect(first.logs.map((l) => l.msg)).toContain('stopped');

    const second = await startServer(env());
    expect((await join_(second.baseUrl, 'first-run@example.com')).status).toBe(409);
    expect((await fetch(`${second.baseUrl}/`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
  });

  it('refuses to open a data directory another process is using, saying so', async () => {
    const holder = await startServer(env());
    const intruder = startEntry('main.ts', { ...env(), PORT: '0' });
    expect(await intruder.exited).toBe(1);
    const fatal = intruder.logs.find((line) => line.level === 60);
    expect(String(fatal?.msg)).toContain(`in use by process ${holder.child.pid}`);
    expect(await holder.stop()).toBe(0);
  });

  it('finishes starting, then stops cleanly, when SIGTERM comes during start-up', async () => {
    const server = startEntry('main.ts', { ...env(), PORT: '0' });
    await server.waitForLog((line) => line.msg === 'starting');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const messages = server.logs.map((l) => l.msg);
    expect(messages).toContain('shutting down as soon as start-up finishes');
    expect(messages.at(-1)).toBe('stopped');
  });

  it('still exits on SIGTERM when nobody reads its output any more', async () => {
    const server = await startServer(env());
    // What `npm start | head -1` or a dead log shipper leaves behind: a pipe with no reader.
    server.child.stdout?.destroy();
    await fetch(`${server.baseUrl}/api/health`);
    server.child.kill('SIGTERM');
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('hung'), 15_000))]);
    // A hung server must not outlive the test.
    if (code === 'hung') server.child.kill('SIGKILL');
    expect(code).toBe(0);
  });

  it('names every invalid variable and starts nothing', async () => {
    const bad = startEntry('main.ts', { ...env(), PORT: 'eighty', DATABASE_URL: 'mysql://root:hunter2@db/x', RUN_WORKER: 'maybe' });
    expect(await bad.exited).toBe(1);
    const message = bad.stderr();
    expect(message).toContain('Invalid configuration');
    expect(message).toMatch(/PORT must be a whole number between 0 and 65535 \(received "eighty"\)/);
    expect(message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(message).toMatch(/RUN_WORKER must be true or false/);
    expect(message).not.toContain('hunter2');
  });
});

describe('npm start (main.ts) with DATABASE_URL', { timeout: 90_000 }, () => {
  it('uses PostgreSQL with the same migrations, and keeps the data across a restart', async () => {
    const scratch = await createScratchPostgres();
    const webDistDir = mkdtempSync(join(tmpdir(), 'reelsmith-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Reelsmith</title>');
    const env = { DATABASE_URL: scratch.url, WEB_DIST_DIR: webDistDir, DATA_DIR: join(webDistDir, 'data') };
    try {
      const first = await startServer(env);
      const health = (await (await fetch(`${first.baseUrl}/api/health`)).json()) as { components: { database: { kind: string; version: string } } };
      expect(health.components.database.kind).toBe('postgres');
      expect(health.components.database.version).toMatch(/^PostgreSQL \d+/);
      expect((await join_(first.baseUrl, 'pg@example.com')).status).toBe(201);
      expect(await first.stop()).toBe(0);

      const second = await startServer(env);
      expect((await join_(second.baseUrl, 'pg@example.com')).status).toBe(409);
      expect(await second.stop()).toBe(0);
    } finally {
      await scratch.drop();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});

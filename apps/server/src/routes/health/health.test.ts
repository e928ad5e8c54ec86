import type { HealthResponse } from '@reelsmith/contracts';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

describe.each(DATABASE_KINDS)('GET /api/health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 with every component and its version', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    const health = (await response.json()) as HealthResponse;
    expect(health.status).toBe('ok');
    expect(health.components.database).toMatchObject({ ok: true, kind });
    expect(health.components.database.version).toMatch(/^PostgreSQL \d+/);
    expect(health.components.queue).toMatchObject({ ok: true, version: '12.35.0' });
    expect(health.components.ffmpeg.version).toMatch(/^\d+\.\d+/);
    expect(health.components.espeak_ng.version).toMatch(/^\d+\.\d+/);
  });
});

describe('GET /api/health without ffmpeg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { tools: { ffmpegPath: '/nonexistent/ffmpeg' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 degraded and says ffmpeg is missing', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(503);
    const health = (await response.json()) as HealthResponse;
    expect(health.status).toBe('degraded');
    expect(health.components.ffmpeg).toMatchObject({ ok: false, version: null });
    expect(health.components.ffmpeg.error).toContain('not found');
    expect(health.components.database.ok).toBe(true);
  });
});

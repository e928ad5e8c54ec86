import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { creditLedger, videos } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useShopAndWorker } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';

describe('making a video through the HTTP API alone', () => {
  const started = useShopAndWorker();

  const call = (path: string, cookie: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    started.test.app.request(path, {
      method: init.method ?? 'GET',
      headers: signedInHeaders(cookie, { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers }),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  it('signs up, spends the free credit on a product page, polls, downloads a playable MP4, then gets 402', async () => {
    const ana = await signUp(started.test.app, { name: 'Ana' });
    const created = await call('/api/videos/from-url', ana.cookie, { method: 'POST', body: { product_url: `${started.shop.origin}/p/aurora`, format: '1:1' } });
    expect(created.status, await created.clone().text()).toBe(202);
    const { job_id: jobId } = (await created.json()) as { job_id: string };

    const again = await call('/api/videos/from-url', ana.cookie, { method: 'POST', body: { product_url: `${started.shop.origin}/p/aurora` } });
    expect([402, 409]).toContain(again.status);

    const active = (await (await call('/api/jobs/active', ana.cookie)).json()) as { has_active_job: boolean; active_job: { job_id: string; title: string } };
    expect(active).toMatchObject({ has_active_job: true, active_job: { job_id: jobId, title: 'Aurora' } });

    let status: { status: string; progress: number; result: { video_url: string; poster_url: string } | null; error: string | null } = { status: 'pending', progress: 0, result: null, error: null };
    const seen = new Set<number>();
    for (let i = 0; i < 240 && (status.status === 'pending' || status.status === 'processing'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await (await call(`/api/jobs/${jobId}`, ana.cookie)).json()) as typeof status;
      seen.add(status.progress);
    }
    expect(status.error).toBeNull();
    expect(status.status).toBe('completed');
    expect(seen.size, 'progress moved between polls').toBeGreaterThan(2);
    if (!status.result) throw new Error('no result');

    const video = await call(status.result.video_url, ana.cookie);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await video.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await call(status.result.video_url, ana.cookie, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const download = await call(`${status.result.video_url}?download=1`, ana.cookie);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Aurora\.mp4"/);
    expect((await call(status.result.poster_url, ana.cookie)).headers.get('content-type')).toBe('image/jpeg');

    const list = (await (await call('/api/videos?page=1&limit=10&q=auro', ana.cookie)).json()) as { videos: { id: string; title: string; has_watermark: boolean }[]; total: number; pages: number };
    expect(list).toMatchObject({ total: 1, pages: 1, videos: [{ title: 'Aurora', has_watermark: true }] });
    expect(await (await call('/api/videos?q=100%25_', ana.cookie)).json()).toMatchObject({ total: 0, videos: [] });
    expect((await call('/api/videos?limit=0', ana.cookie)).status).toBe(400);

    const broke = await call('/api/videos/from-url', ana.cookie, { method: 'POST', body: { product_url: `${started.shop.origin}/p/aurora` } });
    expect(broke.status).toBe(402);
    expect(await broke.json()).toEqual({ error: { code: 'INSUFFICIENT_CREDITS', message: 'You do not have enough credits to generate a video.' } });

    // Buys a pack with the test card, and can generate again (cancelled at once: one render is enough here).
    const bought = await call('/api/checkout', ana.cookie, { method: 'POST', body: { plan_id: 'basic', name_on_card: 'Ana', card_number: '4242424242424242', expiry: '12/39', cvc: '123' } });
    expect(await bought.json()).toMatchObject({ credits_added: 10, credits: 10 });
    const second = await call('/api/videos/from-url', ana.cookie, { method: 'POST', body: { product_url: `${started.shop.origin}/p/aurora` } });
    expect(second.status).toBe(202);
    const { job_id: secondJob } = (await second.json()) as { job_id: string };
    expect((await call(`/api/jobs/${secondJob}/cancel`, ana.cookie, { method: 'POST' })).status).toBe(200);
    expect(((await (await call('/api/me', ana.cookie)).json()) as { credits: number }).credits).toBe(10);

    // Another user sees none of it.
    const bruno = await signUp(started.test.app, { name: 'Bruno' });
    for (const path of [`/api/jobs/${jobId}`, status.result.video_url, status.result.poster_url]) {
      const response = await call(path, bruno.cookie);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('Aurora');
    }
    expect((await call(`/api/jobs/${jobId}/cancel`, bruno.cookie, { method: 'POST' })).status).toBe(404);
    const videoId = list.videos[0]?.id ?? '';
    expect(await (await call('/api/videos', bruno.cookie)).json()).toMatchObject({ total: 0, videos: [] });
    expect((await call(`/api/videos/${videoId}`, bruno.cookie, { method: 'DELETE' })).status).toBe(404);

    expect((await call(`/api/videos/${videoId}`, ana.cookie, { method: 'DELETE' })).status).toBe(200);
    expect((await call(status.result.video_url, ana.cookie)).status).toBe(404);
    expect(await (await call('/api/videos', ana.cookie)).json()).toMatchObject({ total: 0 });
    expect(existsSync(join(started.test.mediaDir, 'ads', jobId))).toBe(false);
  }, 180_000);

  it('stops the render when the job is cancelled, refunds once and keeps no files', async () => {
    const dora = await signUp(started.test.app, { name: 'Dora' });
    const created = await call('/api/videos/from-url', dora.cookie, { method: 'POST', body: { product_url: `${started.shop.origin}/p/aurora`, video_title: 'Cancelled lamp' } });
    const { job_id: jobId } = (await created.json()) as { job_id: string };
    const assetDir = join(started.test.mediaDir, 'ads', jobId);
    // Cancel once the render has begun writing its assets.
    for (let i = 0; i < 200 && !existsSync(assetDir); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(assetDir), 'the render started').toBe(true);
    const cancelled = await call(`/api/jobs/${jobId}/cancel`, dora.cookie, { method: 'POST' });
    expect(await cancelled.json()).toEqual({ ok: true, status: 'cancelled' });
    const twice = await call(`/api/jobs/${jobId}/cancel`, dora.cookie, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { message: string } }).error.message).toBe('No active job to cancel');
    // The worker notices within a progress report and removes what it made.
    for (let i = 0; i < 300 && existsSync(assetDir); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(assetDir), 'the render stopped and cleaned up').toBe(false);
    expect(await (await call(`/api/jobs/${jobId}`, dora.cookie)).json()).toMatchObject({ status: 'cancelled', result: null });
    const ledger = await started.test.database.db.select().from(creditLedger).where(eq(creditLedger.userId, dora.userId));
    expect(ledger.map((row) => row.delta).reduce((sum, delta) => sum + delta, 0)).toBe(1);
    expect(await started.test.database.db.select().from(videos).where(eq(videos.userId, dora.userId))).toEqual([]);
  }, 120_000);

  it('answers 401, 400 and 409 in the caller’s language', async () => {
    const anonymous = await started.test.app.request('/api/videos/from-url', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'es' }, body: JSON.stringify({ product_url: 'https://started.shop.example.com/p/1' }) });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No hay una sesión de autenticación' } });
    const carla = await signUp(started.test.app, { name: 'Carla' });
    for (const product_url of ['ftp://started.shop.example.com/p', 'not a url', '', 'javascript:alert(1)']) {
      const bad = await call('/api/videos/from-url', carla.cookie, { method: 'POST', body: { product_url }, headers: { 'accept-language': 'pt-BR' } });
      expect(bad.status, product_url).toBe(400);
      expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('URL');
    }
    const none = await call('/api/jobs/00000000-0000-4000-8000-000000000000/cancel', carla.cookie, { method: 'POST' });
    expect(none.status).toBe(404);
    expect((await call('/api/jobs/not-a-uuid', carla.cookie)).status).toBe(404);
  });
});

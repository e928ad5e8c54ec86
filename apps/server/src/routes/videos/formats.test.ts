import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { creditLedger, videoJobs, videos } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useShopAndWorker } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';

type JobStatus = { status: string; stage: string | null; error: string | null; result: { video_id: string; video_url: string } | null };
type Details = { id: string; format: string; width: number; height: number; duration_ms: number; has_watermark: boolean; title: string; formats: { format: string; video_id: string }[] };

describe('the same ad in other formats', () => {
  const started = useShopAndWorker();
  let ana: SignedInUser;
  let original: Details;

  const call = (path: string, cookie: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    started.test.app.request(path, {
      method: init.method ?? 'GET',
      headers: signedInHeaders(cookie, { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers }),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  async function finished(jobId: string, cookie: string): Promise<JobStatus & { stages: Set<string | null> }> {
    const stages = new Set<string | null>();
    let job: JobStatus = { status: 'pending', stage: null, error: null, result: null };
    for (let i = 0; i < 400 && (job.status === 'pending' || job.status === 'processing'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = (await (await call(`/api/jobs/${jobId}`, cookie)).json()) as JobStatus;
      stages.add(job.stage);
    }
    return { ...job, stages };
  }

  const details = async (videoId: string, cookie = ana.cookie) => (await (await call(`/api/videos/${videoId}`, cookie)).json()) as Details;
  const balance = async () => ((await (await call('/api/me', ana.cookie)).json()) as { credits: number }).credits;
  const askFormat = (videoId: string, format: string, cookie = ana.cookie) => call(`/api/videos/${videoId}/formats`, cookie, { method: 'POST', body: { format } });

  beforeAll(async () => {
    ana = await signUp(started.test.app, { name: 'Ana' });
    const created = await call('/api/videos/from-url', ana.cookie, { method: 'POST', body: { product_url: `${started.shop.origin}/p/aurora`, format: '9:16' } });
    const job = await finished(((await created.json()) as { job_id: string }).job_id, ana.cookie);
    if (!job.result) throw new Error(`the first video failed: ${job.error}`);
    original = await details(job.result.video_id);
  }, 180_000);

  it('re-renders a finished ad in 1:1 at no charge, from its storyboard, without reading the page again', async () => {
    expect(original).toMatchObject({ format: '9:16', width: 1080, height: 1920, formats: [{ format: '9:16', video_id: original.id }] });
    expect(await balance()).toBe(0);
    const pagesRead = started.shop.requests.length;

    const asked = await askFormat(original.id, '1:1');
    expect(asked.status, await asked.clone().text()).toBe(202);
    const job = await finished(((await asked.json()) as { job_id: string }).job_id, ana.cookie);
    expect(job.error).toBeNull();
    expect(job.status).toBe('completed');
    // Straight to drawing: nothing is read, written or voiced again.
    expect([...job.stages].filter((stage) => stage !== null && stage !== 'rendering')).toEqual([]);
    expect(started.shop.requests.length).toBe(pagesRead);

    const square = await details(job.result?.video_id ?? '');
    expect(square).toMatchObject({ format: '1:1', width: 1080, height: 1080, title: original.title, has_watermark: original.has_watermark, duration_ms: original.duration_ms });
    const file = await call(`/api/videos/${square.id}/file`, ana.cookie);
    expect(Buffer.from(await file.arrayBuffer()).subarray(4, 8).toString('latin1')).toBe('ftyp');

    // Free: still no credit, and the ledger has no line for the re-render.
    expect(await balance()).toBe(0);
    const ledger = await started.test.database.db.select().from(creditLedger).where(eq(creditLedger.userId, ana.userId));
    expect(ledger.map((row) => row.reason).sort()).toEqual(['generation', 'signup_bonus']);

    // Both videos know the formats their ad exists in.
    const family = [
      { format: '9:16', video_id: original.id },
      { format: '1:1', video_id: square.id },
    ];
    expect((await details(original.id)).formats).toEqual(family);
    expect((await details(square.id)).formats).toEqual(family);
  }, 180_000);

  it('answers with the existing video when the ad already has that format', async () => {
    const [square] = (await details(original.id)).formats.filter((entry) => entry.format === '1:1');
    const again = await askFormat(original.id, '1:1');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ video_id: square?.video_id });
    const back = await askFormat(square?.video_id ?? '', '9:16');
    expect(await back.json()).toEqual({ video_id: original.id });
    expect(await started.test.database.db.select().from(videoJobs).where(eq(videoJobs.userId, ana.userId))).toHaveLength(2);
  });

  it('refuses a bad format, another user, and a second generation while one runs', async () => {
    for (const format of ['4:3', '', null, 1]) {
      const bad = await askFormat(original.id, format as string);
      expect(bad.status, String(format)).toBe(400);
    }
    const bruno = await signUp(started.test.app, { name: 'Bruno' });
    const stranger = await askFormat(original.id, '16:9', bruno.cookie);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });

    const first = await askFormat(original.id, '16:9');
    expect(first.status).toBe(202);
    const second = await call(`/api/videos/${original.id}/formats`, ana.cookie, { method: 'POST', body: { format: '16:9' }, headers: { 'accept-language': 'es' } });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: { code: 'ACTIVE_JOB_EXISTS', message: 'Ya tienes una generación de video en curso. Espera a que termine.' } });
    const { job_id: jobId } = (await first.json()) as { job_id: string };
    // Cancelling a free re-render gives back nothing: there was nothing to give.
    expect((await call(`/api/jobs/${jobId}/cancel`, ana.cookie, { method: 'POST' })).status).toBe(200);
    await finished(jobId, ana.cookie);
    expect(await balance()).toBe(0);
    expect((await started.test.database.db.select().from(creditLedger).where(eq(creditLedger.userId, ana.userId))).map((row) => row.reason).sort()).toEqual(['generation', 'signup_bonus']);
  }, 60_000);

  it('keeps the ad’s assets while any of its formats remains, and removes them with the last', async () => {
    const [row] = await started.test.database.db.select().from(videos).where(eq(videos.id, original.id));
    const assetDir = join(started.test.mediaDir, row?.assetKey ?? 'none');
    expect(await readdir(assetDir)).toEqual(expect.arrayContaining(['narration.wav', 'storyboard.json']));
    const square = (await details(original.id)).formats.find((entry) => entry.format === '1:1')?.video_id ?? '';
    expect((await call(`/api/videos/${original.id}`, ana.cookie, { method: 'DELETE' })).status).toBe(200);
    expect(existsSync(assetDir), 'the 1:1 video still needs them').toBe(true);
    expect((await details(square)).formats).toEqual([{ format: '1:1', video_id: square }]);
    expect((await call(`/api/videos/${square}`, ana.cookie, { method: 'DELETE' })).status).toBe(200);
    expect(existsSync(assetDir)).toBe(false);
  });
});

describe('a format asked of an ad whose assets are gone', () => {
  const started = useShopAndWorker();

  it('is refused with RERENDER_UNAVAILABLE when nothing is left to draw from, and fails without charge when they vanish meanwhile', async () => {
    const eva = await signUp(started.test.app, { name: 'Eva' });
    const [video] = await started.test.database.db
      .insert(videos)
      .values({ userId: eva.userId, title: 'Old lamp', format: '9:16', language: 'en', durationMs: 15_000, width: 1080, height: 1920, mediaKey: 'videos/old.mp4', shareSlug: 'old-lamp-slug' })
      .returning();
    const refused = await started.test.app.request(`/api/videos/${video?.id}/formats`, { method: 'POST', headers: signedInHeaders(eva.cookie, { 'content-type': 'application/json', 'accept-language': 'pt-BR' }), body: JSON.stringify({ format: '1:1' }) });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: 'RERENDER_UNAVAILABLE', message: 'Este vídeo não pode mais ser feito em outros formatos. Crie um vídeo novo.' } });

    // A storyboard whose folder was lost: the job runs, fails with its reason, and costs nothing.
    await started.test.database.db.update(videos).set({ assetKey: 'ads/lost', storyboard: { version: 1 } }).where(eq(videos.id, video?.id ?? ''));
    await rm(join(started.test.mediaDir, 'ads/lost'), { recursive: true, force: true });
    const asked = await started.test.app.request(`/api/videos/${video?.id}/formats`, { method: 'POST', headers: signedInHeaders(eva.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ format: '1:1' }) });
    expect(asked.status).toBe(202);
    const { job_id: jobId } = (await asked.json()) as { job_id: string };
    let job = { status: 'pending' };
    for (let i = 0; i < 200 && (job.status === 'pending' || job.status === 'processing'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await (await started.test.app.request(`/api/jobs/${jobId}`, { headers: signedInHeaders(eva.cookie) })).json()) as { status: string };
    }
    expect(job.status).toBe('failed');
    const ledger = await started.test.database.db.select().from(creditLedger).where(eq(creditLedger.userId, eva.userId));
    expect(ledger.map((row) => row.reason)).toEqual(['signup_bonus']);
  }, 60_000);
});

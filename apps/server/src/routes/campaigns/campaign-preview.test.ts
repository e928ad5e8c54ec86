import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { campaignRecipients, campaigns, creditLedger, videos } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { playPosterKey } from '../../delivery/play-poster';
import { previewCampaignHandler } from '../../jobs/campaign-preview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { startShop, type LocalShop } from '../../test/local-shop';
import { testLogger } from '../../test/logger';
import { until } from '../../test/until';
import { changeCredits, creditBalance } from '../../use-cases/credits/change-credits';

type Preview = { status: string; row: number | null; video_url: string | null; poster_url: string | null; duration_ms: number | null; error: string | null };
type Details = { id: string; status: string; preview: Preview; product: unknown; counts: Record<string, number> };

/** Row 2 has no usable e-mail, so the first row that gets a video is row 3 (Ana). */
const CUSTOMERS = ['First name,Email', 'Nobody,not-an-email', 'Ana,ana@example.com', 'Bruno,bruno@example.com'].join('\n');
/** A personal greeting, then a scene every video shares. */
const SCRIPT = {
  language: 'en',
  headline: 'Acme Mobile',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}.' },
    { kind: 'offer', title: 'Double data', narration: 'Your plan has double data.' },
  ],
};

/** Renders share two cores with the rest of the suite: a test may take longer than the default 30 s. */
const RENDER_TIMEOUT_MS = 150_000;

function durationMs(file: string): number {
  return Math.round(Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim()) * 1000);
}

describe.each(DATABASE_KINDS)('a campaign’s preview through the real queue and worker (%s)', (kind) => {
  let t: TestApp;
  let shop: LocalShop;
  beforeAll(async () => {
    shop = await startShop();
    t = await createTestApp(kind, { worker: { allowHosts: [shop.host] } });
  });
  afterAll(async () => {
    await t?.close();
    await shop?.close();
  });

  const json = (user: SignedInUser, language = 'en') => signedInHeaders(user.cookie, { 'content-type': 'application/json', 'accept-language': language });
  const details = async (user: SignedInUser, id: string, language = 'en') =>
    (await t.app.request(`/api/campaigns/${id}`, { headers: signedInHeaders(user.cookie, { 'accept-language': language }) })).json() as Promise<Details>;
  const patch = async (user: SignedInUser, id: string, body: unknown) => {
    const response = await t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: json(user), body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Details;
  };
  const askPreview = (user: SignedInUser, id: string) => t.app.request(`/api/campaigns/${id}/preview`, { method: 'POST', headers: signedInHeaders(user.cookie) });
  const previewSettled = (user: SignedInUser, id: string) => until(() => details(user, id), ({ preview }) => preview.status !== 'rendering', 120_000);
  const campaignEnded = (id: string) =>
    until(
      async () => (await t.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status,
      (status) => status === 'completed',
      150_000,
    );
  const planDir = (id: string) => join(t.mediaDir, 'campaigns', id, 'plan');
  /** The plan's shared segment: its file's identity and time, which only a new plan changes. */
  const sharedSegment = (id: string) => {
    const plan = JSON.parse(readFileSync(join(planDir(id), 'campaign.json'), 'utf8')) as { segments: { kind: string; file?: string }[] };
    const file = plan.segments.find((segment) => segment.kind === 'shared')?.file ?? '';
    const { ino, mtimeMs } = statSync(join(planDir(id), file));
    return { ino, mtimeMs };
  };

  const buyStandard = (user: SignedInUser) => changeCredits(t.database.db, { userId: user.userId, delta: 50, reason: 'purchase', paymentRef: `standard-${user.userId}` });
  const campaignVideos = (id: string) => t.database.db.select().from(videos).where(eq(videos.campaignId, id));
  const planOf = (id: string) => JSON.parse(readFileSync(join(planDir(id), 'campaign.json'), 'utf8')) as { watermark: boolean };

  async function draft(user: SignedInUser, csv = CUSTOMERS, options: { hasPack?: boolean } = {}): Promise<string> {
    if (options.hasPack !== false) await buyStandard(user);
    const form = new FormData();
    form.append('file', new File([Buffer.from(csv)], 'customers.csv'));
    form.append('format', '1:1');
    const made = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(user.cookie), body: form });
    expect(made.status, await made.clone().text()).toBe(201);
    return ((await made.json()) as { id: string }).id;
  }

  it('renders the first row that gets a video, for free and out of My videos, and confirming reuses its plan', async () => {
    const user = await signUp(t.app);
    const id = await draft(user);
    await patch(user, id, { template: SCRIPT });
    const balance = await creditBalance(t.database.db, user.userId);
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId));

    const asked = await askPreview(user, id);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toMatchObject({ status: 'rendering', row: 3, video_url: null });
    // One at a time: asking again while it renders starts nothing new.
    const again = await askPreview(user, id);
    expect(again.status).toBe(202);
    expect(((await again.json()) as Preview).status).toBe('rendering');

    const { preview } = await previewSettled(user, id);
    expect(preview).toMatchObject({ status: 'ready', row: 3, error: null });
    const file = await t.app.request(preview.video_url ?? '', { headers: signedInHeaders(user.cookie) });
    expect(file.status).toBe(200);
    const [made] = await t.database.db.select().from(videos).where(eq(videos.campaignId, id));
    // Titled for the person watching it: the end card's headline, not the business's campaign name.
    expect(made).toMatchObject({ title: 'Acme Mobile', width: 1080, height: 1080 });
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(Math.abs(durationMs(join(t.mediaDir, made!.mediaKey)) - (preview.duration_ms ?? 0))).toBeLessThan(200);
    expect(preview.duration_ms).toBeGreaterThan(1_000);
    expect((await t.app.request(preview.poster_url ?? '', { headers: signedInHeaders(user.cookie) })).headers.get('content-type')).toBe('image/jpeg');
    // Free, and not one of the user's videos.
    expect(await creditBalance(t.database.db, user.userId)).toBe(balance);
    expect(await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId))).toHaveLength(ledger.length);
    expect(((await (await t.app.request('/api/videos', { headers: signedInHeaders(user.cookie) })).json()) as { total: number }).total).toBe(0);
    // A ready preview is answered as it is.
    const ready = await askPreview(user, id);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as Preview).video_url).toBe(preview.video_url);

    // A new name changes no video: the preview stays, and starting the campaign reuses its plan.
    const segment = sharedSegment(id);
    expect((await patch(user, id, { name: 'Double data, renamed' })).preview.status).toBe('ready');
    const confirmed = await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers: signedInHeaders(user.cookie) });
    expect(await confirmed.json()).toEqual({ status: 'running', recipients_count: 2 });
    expect(await campaignEnded(id)).toBe('completed');
    expect(sharedSegment(id)).toEqual(segment);
    expect(await t.database.db.select().from(videos).where(eq(videos.campaignId, id))).toHaveLength(3);
    expect(((await (await t.app.request('/api/videos', { headers: signedInHeaders(user.cookie) })).json()) as { total: number }).total).toBe(0);
    expect(await creditBalance(t.database.db, user.userId)).toBe(balance - 2);
  }, RENDER_TIMEOUT_MS);

  it('reads a product page’s name and pictures; a change clears the preview and the campaign prepares its plan again', async () => {
    const user = await signUp(t.app);
    const id = await draft(user, ['First name,Email', 'Ana,ana@example.com'].join('\n'));
    const { headline: _headline, ...withoutHeadline } = SCRIPT;
    const changed = await patch(user, id, { template: withoutHeadline, product: { source: 'url', url: `${shop.origin}/p/aurora` } });
    expect(changed.product).toEqual({ source: 'url', url: `${shop.origin}/p/aurora` });
    expect((await askPreview(user, id)).status).toBe(202);
    expect((await previewSettled(user, id)).preview.status).toBe('ready');
    // The page's name is the end card's headline, and its two pictures are the scenes' pictures.
    expect(shop.requests).toEqual(expect.arrayContaining(['/p/aurora', '/fotos/aurora-hero.jpg', '/fotos/aurora-detail.jpg']));
    expect(JSON.parse(readFileSync(join(planDir(id), 'campaign.json'), 'utf8'))).toMatchObject({ headline: 'Luminária de Mesa Aurora' });
    expect(readdirSync(planDir(id)).filter((name) => /^image-\d+\.jpg$/.test(name)).sort()).toEqual(['image-0.jpg', 'image-1.jpg']);
    const [preview] = await t.database.db.select().from(videos).where(eq(videos.campaignId, id));
    const segment = sharedSegment(id);

    // The play-button picture e-mails draw beside a poster goes with it.
    writeFileSync(join(t.mediaDir, playPosterKey(preview!.posterKey ?? '')), 'x');
    const { preview: cleared } = await patch(user, id, { template: { ...withoutHeadline, scenes: [SCRIPT.scenes[0], { kind: 'offer', title: 'Triple data', narration: 'Your plan has triple data.' }] } });
    expect(cleared).toMatchObject({ status: 'none', video_url: null });
    expect(await t.database.db.select().from(videos).where(eq(videos.campaignId, id))).toHaveLength(0);
    expect(existsSync(join(t.mediaDir, preview!.mediaKey))).toBe(false);
    expect(existsSync(join(t.mediaDir, preview!.posterKey ?? ''))).toBe(false);
    expect(existsSync(join(t.mediaDir, playPosterKey(preview!.posterKey ?? '')))).toBe(false);

    const pageReads = shop.requests.filter((path) => path === '/p/aurora').length;
    expect((await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers: signedInHeaders(user.cookie) })).status).toBe(202);
    expect(await campaignEnded(id)).toBe('completed');
    expect(sharedSegment(id)).not.toEqual(segment);
    expect(shop.requests.filter((path) => path === '/p/aurora').length).toBe(pageReads + 1);
  }, RENDER_TIMEOUT_MS);

  it('watermarks the free preview of an account without a pack; once it has one, a new preview and the campaign are without it', async () => {
    const user = await signUp(t.app);
    const id = await draft(user, ['First name,Email', 'Ana,ana@example.com'].join('\n'), { hasPack: false });
    await patch(user, id, { template: SCRIPT });
    expect((await askPreview(user, id)).status).toBe(202);
    expect((await previewSettled(user, id)).preview.status).toBe('ready');
    const [marked] = await campaignVideos(id);
    expect(marked?.hasWatermark).toBe(true);
    expect(planOf(id).watermark).toBe(true);
    // Still without a pack: the preview is answered as it is.
    expect((await askPreview(user, id)).status).toBe(200);

    await buyStandard(user);
    expect((await askPreview(user, id)).status).toBe(202);
    expect((await previewSettled(user, id)).preview.status).toBe('ready');
    const [clean, ...others] = await campaignVideos(id);
    expect(others).toEqual([]);
    expect(clean).toMatchObject({ hasWatermark: false });
    expect(clean?.id).not.toBe(marked?.id);
    expect(existsSync(join(t.mediaDir, marked!.mediaKey))).toBe(false);
    expect(planOf(id).watermark).toBe(false);

    expect((await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers: signedInHeaders(user.cookie) })).status).toBe(202);
    expect(await campaignEnded(id)).toBe('completed');
    const made = await campaignVideos(id);
    expect(made).toHaveLength(2);
    expect(made.every((video) => !video.hasWatermark)).toBe(true);
  }, RENDER_TIMEOUT_MS);

  it('keeps one preview when a preview job stores over an earlier one: the earlier video and its files go', async () => {
    const user = await signUp(t.app);
    const id = await draft(user, ['First name,Email', 'Ana,ana@example.com'].join('\n'));
    await patch(user, id, { template: SCRIPT });
    expect((await askPreview(user, id)).status).toBe(202);
    expect((await previewSettled(user, id)).preview.status).toBe('ready');
    const [earlier] = await campaignVideos(id);
    // A second preview job for the same settings that also gets to store (one started past the
    // first's stale limit, while the first still ran).
    await t.database.db.update(campaigns).set({ previewStatus: 'rendering' }).where(eq(campaigns.id, id));
    const second = previewCampaignHandler({ db: t.database.db, mediaDir: t.mediaDir, tools: { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' } });
    await second({ campaignId: id }, { jobId: randomUUID(), attempt: 0, signal: new AbortController().signal, logger: testLogger });
    const [kept, ...others] = await campaignVideos(id);
    expect(others).toEqual([]);
    expect(kept?.id).not.toBe(earlier?.id);
    expect((await details(user, id)).preview).toMatchObject({ status: 'ready', video_url: `/api/videos/${kept?.id}/file` });
    for (const key of [earlier!.mediaKey, earlier!.posterKey ?? '']) expect(existsSync(join(t.mediaDir, key)), key).toBe(false);
  }, RENDER_TIMEOUT_MS);

  it('says why a preview failed in the reader’s language, charges nothing, and may be asked again', async () => {
    const user = await signUp(t.app);
    const id = await draft(user);
    await patch(user, id, { template: SCRIPT, product: { source: 'url', url: `${shop.origin}/p/gone` } });
    const balance = await creditBalance(t.database.db, user.userId);
    expect((await askPreview(user, id)).status).toBe(202);
    expect((await previewSettled(user, id)).preview).toMatchObject({ status: 'failed', video_url: null, error: 'No product information found on this page' });
    expect((await details(user, id, 'es')).preview.error).toBe('No se encontró información del producto en esta página');
    expect((await details(user, id, 'pt-BR')).preview.error).toBe('Nenhuma informação de produto encontrada nesta página');
    expect(await creditBalance(t.database.db, user.userId)).toBe(balance);
    expect(await t.database.db.select().from(videos).where(eq(videos.campaignId, id))).toHaveLength(0);
    const retried = await askPreview(user, id);
    expect(retried.status).toBe(202);
    expect(await retried.json()).toMatchObject({ status: 'rendering', error: null });
    expect((await previewSettled(user, id)).preview.status).toBe('failed');
  }, RENDER_TIMEOUT_MS);

  it('gives every credit back when a started campaign’s product page cannot be read', async () => {
    const user = await signUp(t.app);
    const id = await draft(user);
    await patch(user, id, { template: SCRIPT, product: { source: 'url', url: `${shop.origin}/p/removed` } });
    const balance = await creditBalance(t.database.db, user.userId);
    expect((await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers: signedInHeaders(user.cookie) })).status).toBe(202);
    expect(await campaignEnded(id)).toBe('completed');
    const rows = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(rows.map((row) => [row.status, row.errorType])).toEqual([
      ['failed', 'render_failed'],
      ['failed', 'render_failed'],
    ]);
    expect(await creditBalance(t.database.db, user.userId)).toBe(balance);
    expect((await details(user, id)).counts).toMatchObject({ failed: 2, ready: 0 });
  });

  it('is for drafts of the caller only', async () => {
    const [owner, stranger] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const id = await draft(owner);
    const strangers = await askPreview(stranger, id);
    expect(strangers.status).toBe(404);
    expect((await details(owner, id)).preview.status).toBe('none');
    await t.database.db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, id));
    const started = await askPreview(owner, id);
    expect(started.status).toBe(409);
    expect(((await started.json()) as { error: { code: string } }).error.code).toBe('CAMPAIGN_NOT_DRAFT');
  });
});

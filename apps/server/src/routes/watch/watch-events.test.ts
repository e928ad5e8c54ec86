import { randomBytes } from 'node:crypto';
import { campaignRecipients, campaigns, videos, watchEvents } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { giveVideo, startedCampaign } from '../../test/started-campaign';

const CUSTOMERS = ['First name,Email', 'Ana,ana@example.com', 'Bruno,bruno@example.com', 'Carla,carla@example.com'].join('\n');
const CTA = { label: 'Pay my bill', url: 'https://pay.example.com/acme' };

describe.each(DATABASE_KINDS)('what the watch page reports (%s)', (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let campaignId: string;
  /** Ana's, Bruno's and Carla's rows and the slugs of their videos. */
  const rows: { id: string; slug: string }[] = [];
  let previewSlug: string;
  let adSlug: string;

  /** A video row of the owner's (no media: nothing here plays it); returns its slug. */
  async function insertVideo(campaign: string | null): Promise<{ id: string; slug: string }> {
    const slug = randomBytes(9).toString('base64url');
    const key = randomBytes(18).toString('base64url');
    const [video] = await t.database.db
      .insert(videos)
      .values({ userId: owner.userId, campaignId: campaign, title: 'Video', format: '1:1', language: 'en', durationMs: 9_000, width: 1080, height: 1080, mediaKey: `videos/${key}.mp4`, shareSlug: slug })
      .returning({ id: videos.id });
    return { id: video!.id, slug };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
    const started = await startedCampaign(t, owner, { csv: CUSTOMERS, cta: CTA });
    campaignId = started.id;
    for (const recipient of started.recipients) rows.push({ id: recipient.id, slug: await giveVideo(t, { userId: owner.userId, campaignId, recipientId: recipient.id }) });
    const preview = await insertVideo(campaignId);
    await t.database.db.update(campaigns).set({ previewVideoId: preview.id, previewStatus: 'ready' }).where(eq(campaigns.id, campaignId));
    previewSlug = preview.slug;
    adSlug = (await insertVideo(null)).slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** POST /api/watch/:slug/events as a signed-out viewer's browser sends it. */
  const report = (slug: string, body: unknown) =>
    t.app.request(`/api/watch/${slug}/events`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const recipient = async (id: string) => (await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, id)))[0]!;
  const eventsOf = (slug: string) =>
    t.database.db
      .select({ kind: watchEvents.kind, viewerKey: watchEvents.viewerKey, campaignId: watchEvents.campaignId, recipientId: watchEvents.recipientId })
      .from(watchEvents)
      .innerJoin(videos, eq(videos.id, watchEvents.videoId))
      .where(eq(videos.shareSlug, slug))
      .orderBy(asc(watchEvents.createdAt));

  it("shows the campaign's call to action under a row's video and its preview, and none under other videos", async () => {
    for (const slug of [rows[0]!.slug, previewSlug]) expect(((await (await t.app.request(`/api/watch/${slug}`)).json()) as { cta: unknown }).cta).toEqual(CTA);
    expect(((await (await t.app.request(`/api/watch/${adSlug}`)).json()) as { cta: unknown }).cta).toBeNull();
  });

  it("records a viewer's open once however often they reload, and stamps the row's first open", async () => {
    const ana = rows[0]!;
    const first = await report(ana.slug, { kind: 'opened', viewer_key: 'viewer-one-0001' });
    expect(first.status).toBe(204);
    expect(await first.text()).toBe('');
    const openedAt = (await recipient(ana.id)).openedAt;
    expect(openedAt).toBeInstanceOf(Date);
    expect((await recipient(ana.id)).playedAt).toBeNull();
    expect((await report(ana.slug, { kind: 'opened', viewer_key: 'viewer-one-0001' })).status).toBe(204);
    expect((await report(ana.slug, { kind: 'opened', viewer_key: 'viewer-two-0002' })).status).toBe(204);
    expect(await eventsOf(ana.slug)).toEqual([
      { kind: 'opened', viewerKey: 'viewer-one-0001', campaignId, recipientId: ana.id },
      { kind: 'opened', viewerKey: 'viewer-two-0002', campaignId, recipientId: ana.id },
    ]);
    expect((await recipient(ana.id)).openedAt).toEqual(openedAt);
  });

  it('keeps every event of a viewer without a key (no consent), and the row counts it once', async () => {
    const bruno = rows[1]!;
    for (let i = 0; i < 2; i++) expect((await report(bruno.slug, { kind: 'played' })).status).toBe(204);
    expect(await eventsOf(bruno.slug)).toEqual([
      { kind: 'played', viewerKey: null, campaignId, recipientId: bruno.id },
      { kind: 'played', viewerKey: null, campaignId, recipientId: bruno.id },
    ]);
    // Playing means the page was open, even when its 'opened' report was lost.
    expect(await recipient(bruno.id)).toMatchObject({ openedAt: expect.any(Date), playedAt: expect.any(Date), watchedPercent: 0 });
  });

  it('only ever moves the furthest quarter watched forward', async () => {
    const carla = rows[2]!;
    const watched = async (kind: string) => {
      expect((await report(carla.slug, { kind, viewer_key: 'viewer-carla-1' })).status).toBe(204);
      return (await recipient(carla.id)).watchedPercent;
    };
    expect(await watched('watched_75')).toBe(75);
    const { playedAt } = await recipient(carla.id);
    expect(playedAt).toBeInstanceOf(Date);
    expect(await watched('watched_25')).toBe(75);
    expect(await watched('watched_50')).toBe(75);
    expect(await watched('watched_100')).toBe(100);
    expect(await watched('watched_75')).toBe(100);
    expect((await recipient(carla.id)).playedAt).toEqual(playedAt);
  });

  it("counts nothing for the campaign's preview: nobody was sent it", async () => {
    for (const kind of ['opened', 'played', 'watched_100']) expect((await report(previewSlug, { kind, viewer_key: 'the-business-1' })).status).toBe(204);
    expect(await eventsOf(previewSlug)).toEqual([]);
  });

  it('records views of a video outside campaigns on the video alone', async () => {
    expect((await report(adSlug, { kind: 'watched_50' })).status).toBe(204);
    expect(await eventsOf(adSlug)).toEqual([{ kind: 'watched_50', viewerKey: null, campaignId: null, recipientId: null }]);
  });

  it('takes a report from the signed-in owner’s own browser, and counts nothing: the business is not its customer', async () => {
    const bruno = rows[1]!;
    const before = await recipient(bruno.id);
    const response = await t.app.request(`/api/watch/${bruno.slug}/events`, { method: 'POST', headers: signedInHeaders(owner.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ kind: 'watched_100' }) });
    expect(response.status).toBe(204);
    expect((await eventsOf(bruno.slug)).filter((event) => event.kind === 'watched_100')).toEqual([]);
    expect((await recipient(bruno.id)).watchedPercent).toBe(before.watchedPercent);
    // Another signed-in person is a viewer like any other.
    const someone = await signUp(t.app);
    await t.app.request(`/api/watch/${bruno.slug}/events`, { method: 'POST', headers: signedInHeaders(someone.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ kind: 'watched_100' }) });
    expect((await recipient(bruno.id)).watchedPercent).toBe(100);
  });

  it('answers 404 for an unknown or malformed slug, and 400 for a body that is not a report', async () => {
    for (const slug of ['Zz_9-abcDEF0', 'x', '..%2Fsecret']) {
      const response = await report(slug, { kind: 'opened' });
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    const ana = rows[0]!.slug;
    for (const body of [{ kind: 'watched_33' }, { kind: 'opened', viewer_key: 'short' }, { kind: 'opened', viewer_key: 'has spaces in it' }, { kind: 'opened', extra: 1 }, {}]) {
      const response = await report(ana, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    const broken = await report(ana, '{"kind":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('INVALID_JSON');
  });

  // Last: every request here comes from one client, which this leaves limited for a minute.
  it('limits how many reports one client sends a minute, and only the reports', async () => {
    let limited: Response | undefined;
    for (let sent = 0; sent <= 120 && !limited; sent++) {
      const response = await report('x', { kind: 'opened' });
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(404);
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited!.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await report(rows[0]!.slug, { kind: 'opened' })).status).toBe(429);
    expect((await t.app.request(`/api/watch/${rows[0]!.slug}`)).status).toBe(200);
  });
});

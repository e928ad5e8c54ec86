import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCheckViolation, isUniqueViolation } from './errors';
import { campaignRecipients, campaigns, emailUnsubscribes, users, videos, watchEvents, webhookDeliveries } from './schema/index';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './testing';

/** The rejection of a query, or undefined when it succeeded. */
function failureOf(query: PromiseLike<unknown>): Promise<unknown> {
  return Promise.resolve(query).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe.each(DATABASE_KINDS)('campaign tables on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  async function addUser() {
    const id = randomUUID();
    await database.db.insert(users).values({ id, name: 'Loja Aurora', email: `${id}@example.com` });
    return id;
  }

  async function addCampaign(userId: string) {
    const [row] = await database.db
      .insert(campaigns)
      .values({
        userId,
        name: 'Black Friday',
        language: 'pt-BR',
        format: '9:16',
        template: { scenes: [{ text: 'Olá {{nome}}!' }] },
        mapping: { 0: 'nome', 1: 'email' },
        sourceFile: { name: 'clientes.csv', kind: 'csv', size: 120, rowCount: 2, skippedRows: [] },
      })
      .returning({ id: campaigns.id });
    return row!.id;
  }

  async function addRecipient(campaignId: string, rowNumber: number) {
    const [row] = await database.db
      .insert(campaignRecipients)
      .values({ campaignId, rowNumber, variables: { nome: `Cliente ${rowNumber}` }, email: `c${rowNumber}@example.com` })
      .returning({ id: campaignRecipients.id });
    return row!.id;
  }

  async function addVideo(userId: string, campaignId: string | null = null) {
    const key = randomUUID();
    const [row] = await database.db
      .insert(videos)
      .values({
        userId,
        campaignId,
        title: 'Olá Ana',
        format: '9:16',
        language: 'pt-BR',
        durationMs: 15_000,
        width: 1080,
        height: 1920,
        mediaKey: `media/${key}.mp4`,
        shareSlug: key,
      })
      .returning({ id: videos.id });
    return row!.id;
  }

  it('refuses the same file row twice in a campaign, but not in another campaign', async () => {
    const userId = await addUser();
    const first = await addCampaign(userId);
    const second = await addCampaign(userId);
    await addRecipient(first, 1);

    const error = await failureOf(addRecipient(first, 1));
    expect(isUniqueViolation(error, 'campaign_recipients_row_unique')).toBe(true);
    await addRecipient(second, 1);
    const [rows] = await database.db.select({ n: count() }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, first));
    expect(rows?.n).toBe(1);
  });

  it('deletes a campaign with its rows, their watch events and webhook deliveries, and keeps its videos unlinked', async () => {
    const userId = await addUser();
    const campaignId = await addCampaign(userId);
    const kept = await addCampaign(userId);
    const recipientIds = [await addRecipient(campaignId, 1), await addRecipient(campaignId, 2)];
    const keptRecipient = await addRecipient(kept, 1);
    const videoIds = [await addVideo(userId, campaignId), await addVideo(userId, campaignId)];
    const keptVideo = await addVideo(userId, kept);
    for (const [i, recipientId] of recipientIds.entries()) {
      await database.db.update(campaignRecipients).set({ videoId: videoIds[i], status: 'ready' }).where(eq(campaignRecipients.id, recipientId));
      await database.db.insert(watchEvents).values({ videoId: videoIds[i]!, recipientId, kind: 'opened', viewerKey: 'browser-a' });
      await database.db.insert(webhookDeliveries).values({ campaignId, event: 'video.ready', recipientId, payload: { row: i + 1 } });
    }
    await database.db.insert(watchEvents).values({ videoId: keptVideo, recipientId: keptRecipient, kind: 'played' });
    await database.db.insert(webhookDeliveries).values({ campaignId, event: 'campaign.completed', payload: {} });

    await database.db.delete(campaigns).where(eq(campaigns.id, campaignId));

    const [recipientsLeft] = await database.db.select({ n: count() }).from(campaignRecipients).where(inArray(campaignRecipients.id, recipientIds));
    const [eventsLeft] = await database.db.select({ n: count() }).from(watchEvents).where(inArray(watchEvents.videoId, videoIds));
    const [deliveriesLeft] = await database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.campaignId, campaignId));
    expect([recipientsLeft?.n, eventsLeft?.n, deliveriesLeft?.n]).toEqual([0, 0, 0]);
    // The videos (and their media) are the application's to delete; the database only unlinks them.
    const orphans = await database.db.select({ campaignId: videos.campaignId }).from(videos).where(inArray(videos.id, videoIds));
    expect(orphans).toEqual([{ campaignId: null }, { campaignId: null }]);
    // The other campaign is untouched.
    const [otherEvents] = await database.db.select({ n: count() }).from(watchEvents).where(eq(watchEvents.recipientId, keptRecipient));
    expect(otherEvents?.n).toBe(1);
  });

  it('unlinks a deleted video from its campaign row and preview, and drops its watch events', async () => {
    const userId = await addUser();
    const campaignId = await addCampaign(userId);
    const recipientId = await addRecipient(campaignId, 1);
    const videoId = await addVideo(userId, campaignId);
    await database.db.update(campaigns).set({ previewVideoId: videoId, previewStatus: 'ready' }).where(eq(campaigns.id, campaignId));
    await database.db.update(campaignRecipients).set({ videoId }).where(eq(campaignRecipients.id, recipientId));
    await database.db.insert(watchEvents).values({ videoId, recipientId, kind: 'opened', viewerKey: 'browser-a' });

    await database.db.delete(videos).where(eq(videos.id, videoId));

    const [campaign] = await database.db.select({ previewVideoId: campaigns.previewVideoId }).from(campaigns).where(eq(campaigns.id, campaignId));
    const [recipient] = await database.db.select({ videoId: campaignRecipients.videoId }).from(campaignRecipients).where(eq(campaignRecipients.id, recipientId));
    const [events] = await database.db.select({ n: count() }).from(watchEvents).where(eq(watchEvents.recipientId, recipientId));
    expect([campaign?.previewVideoId, recipient?.videoId, events?.n]).toEqual([null, null, 0]);
  });

  it("stores one viewer's repeated watched_25 once, even when the reports race, and two viewers twice", async () => {
    const userId = await addUser();
    const campaignId = await addCampaign(userId);
    const recipientId = await addRecipient(campaignId, 1);
    const videoId = await addVideo(userId, campaignId);
    const report = (viewerKey: string | null) =>
      database.db.insert(watchEvents).values({ videoId, recipientId, kind: 'watched_25', viewerKey }).onConflictDoNothing();

    await Promise.all(Array.from({ length: 10 }, () => report('browser-a')));
    await report('browser-b');
    const repeat = await failureOf(database.db.insert(watchEvents).values({ videoId, recipientId, kind: 'watched_25', viewerKey: 'browser-b' }));
    expect(isUniqueViolation(repeat, 'watch_events_viewer_once')).toBe(true);
    // Another milestone of the same viewer is its own event.
    await database.db.insert(watchEvents).values({ videoId, recipientId, kind: 'watched_50', viewerKey: 'browser-a' });

    const quarter = await database.db
      .select({ viewerKey: watchEvents.viewerKey })
      .from(watchEvents)
      .where(and(eq(watchEvents.videoId, videoId), eq(watchEvents.kind, 'watched_25')));
    expect(quarter.map((e) => e.viewerKey).sort()).toEqual(['browser-a', 'browser-b']);

    // A browser that keeps no id cannot be told apart: each of its reports counts.
    await report(null);
    await report(null);
    const [anonymous] = await database.db
      .select({ n: count() })
      .from(watchEvents)
      .where(and(eq(watchEvents.videoId, videoId), eq(watchEvents.kind, 'watched_25')));
    expect(anonymous?.n).toBe(4);
  });

  it('queues a video.ready once per row and campaign.completed once per campaign', async () => {
    const userId = await addUser();
    const campaignId = await addCampaign(userId);
    const other = await addCampaign(userId);
    const [row1, row2] = [await addRecipient(campaignId, 1), await addRecipient(campaignId, 2)];
    const queue = (campaign: string, event: 'video.ready' | 'campaign.completed', recipientId: string | null = null) =>
      database.db.insert(webhookDeliveries).values({ campaignId: campaign, event, recipientId, payload: { event } });

    await queue(campaignId, 'video.ready', row1);
    await queue(campaignId, 'video.ready', row2);
    expect(isUniqueViolation(await failureOf(queue(campaignId, 'video.ready', row1)), 'webhook_deliveries_event_once')).toBe(true);

    await queue(campaignId, 'campaign.completed');
    expect(isUniqueViolation(await failureOf(queue(campaignId, 'campaign.completed')), 'webhook_deliveries_event_once')).toBe(true);
    await queue(other, 'campaign.completed');

    const queued = await database.db
      .select({ event: webhookDeliveries.event, status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.campaignId, campaignId));
    expect(queued.map((d) => d.event).sort()).toEqual(['campaign.completed', 'video.ready', 'video.ready']);
    expect(queued.every((d) => d.status === 'pending' && d.attempts === 0)).toBe(true);

    // video.ready must name its row, and campaign.completed must not.
    expect(isCheckViolation(await failureOf(queue(other, 'video.ready')), 'webhook_deliveries_recipient_check')).toBe(true);
    expect(isCheckViolation(await failureOf(queue(other, 'campaign.completed', row1)), 'webhook_deliveries_recipient_check')).toBe(true);
  });

  it('keeps one unsubscribe per business and address, stored lower-cased', async () => {
    const userId = await addUser();
    const otherBusiness = await addUser();
    await database.db.insert(emailUnsubscribes).values({ userId, email: 'ana@example.com' });
    await database.db.insert(emailUnsubscribes).values({ userId: otherBusiness, email: 'ana@example.com' });

    expect(isUniqueViolation(await failureOf(database.db.insert(emailUnsubscribes).values({ userId, email: 'ana@example.com' })))).toBe(true);
    const mixedCase = await failureOf(database.db.insert(emailUnsubscribes).values({ userId, email: 'Ana@Example.com' }));
    expect(isCheckViolation(mixedCase, 'email_unsubscribes_email_lower_check')).toBe(true);
  });

  it('starts a campaign as an uncharged draft with no preview, and its rows as pending', async () => {
    const userId = await addUser();
    const campaignId = await addCampaign(userId);
    await addRecipient(campaignId, 1);
    const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign).toMatchObject({ status: 'draft', previewStatus: 'none', personalization: 'template', delivery: {}, confirmedAt: null });
    const [recipient] = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
    expect(recipient).toMatchObject({ status: 'pending', attempts: 0, watchedPercent: 0, emailStatus: null });
  });

  it('refuses statuses, kinds and values outside the fixed lists', async () => {
    const userId = await addUser();
    const campaignId = await addCampaign(userId);
    const recipientId = await addRecipient(campaignId, 1);
    const videoId = await addVideo(userId, campaignId);
    const byCampaign = eq(campaigns.id, campaignId);
    const byRecipient = eq(campaignRecipients.id, recipientId);

    const refusals: [PromiseLike<unknown>, string][] = [
      [database.db.update(campaigns).set({ status: 'archived' }).where(byCampaign), 'campaigns_status_check'],
      [database.db.update(campaigns).set({ previewStatus: 'queued' }).where(byCampaign), 'campaigns_preview_status_check'],
      [database.db.update(campaigns).set({ personalization: 'magic' }).where(byCampaign), 'campaigns_personalization_check'],
      [database.db.update(campaigns).set({ language: 'fr' }).where(byCampaign), 'campaigns_language_check'],
      [database.db.update(campaigns).set({ format: '4:3' }).where(byCampaign), 'campaigns_format_check'],
      [database.db.update(campaignRecipients).set({ status: 'done' }).where(byRecipient), 'campaign_recipients_status_check'],
      [database.db.update(campaignRecipients).set({ emailStatus: 'bounced' }).where(byRecipient), 'campaign_recipients_email_status_check'],
      [database.db.update(campaignRecipients).set({ watchedPercent: 101 }).where(byRecipient), 'campaign_recipients_watched_percent_check'],
      [database.db.update(campaignRecipients).set({ rowNumber: 0 }).where(byRecipient), 'campaign_recipients_row_number_check'],
      [database.db.insert(watchEvents).values({ videoId, recipientId, kind: 'watched_33' }), 'watch_events_kind_check'],
      [database.db.insert(webhookDeliveries).values({ campaignId, event: 'video.failed', recipientId, payload: {} }), 'webhook_deliveries_event_check'],
      [
        database.db.insert(webhookDeliveries).values({ campaignId, event: 'campaign.completed', status: 'sent', payload: {} }),
        'webhook_deliveries_status_check',
      ],
    ];
    for (const [query, constraint] of refusals) {
      expect(isCheckViolation(await failureOf(query), constraint), constraint).toBe(true);
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, webhookDeliveries } from '@reelsmith/db';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryHooks } from '../delivery/delivery-hooks';
import { createWebhookSender } from '../delivery/webhook-sender';
import { verifyWebhookSignature } from '../delivery/webhook-signature';
import { jobContext, readyCampaign } from '../test/delivery-fixtures';
import { testLogger } from '../test/logger';
import { until } from '../test/until';
import { campaignWebhookHandler, campaignWebhookJob } from './campaign-webhook';
import { createJobQueue, type JobQueue } from './job-queue';

const PUBLIC_URL = 'https://reelsmith.example';
const SECRET = 'whsec_test-secret-for-the-receiver';

/** A webhook receiver on 127.0.0.1: answers the statuses it is given in turn (then 200), keeps every call. */
async function startReceiver() {
  const calls: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let statuses: number[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? 'receiver is down' : 'ok');
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/hooks/reelsmith`,
    calls,
    connections: () => connections,
    answer: (next: number[]) => void (statuses = [...next]),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

describe.each(DATABASE_KINDS)('campaign webhooks on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const sent: { name: string; payload: unknown }[] = [];
  const capturing = { send: async ({ job, payload }: { job: { name: string }; payload: unknown }) => void sent.push({ name: job.name, payload }) } as unknown as JobQueue;
  const hooks = createDeliveryHooks({ queue: () => capturing, publicUrl: PUBLIC_URL });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-webhook-'));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await database?.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    sent.length = 0;
    receiver.calls.length = 0;
  });

  const campaignWithWebhook = (url = receiver.url) =>
    readyCampaign(database.db, mediaDir, {
      rows: [
        { email: 'ana@example.com', phone: '+5511999990000', variables: { first_name: 'Ana', amount: 'R$ 120,00' } },
        { variables: { first_name: 'Leo' } },
      ],
      delivery: { email: true, webhook_url: url },
      webhookSecret: SECRET,
    });
  const deliveriesOf = (campaignId: string) => database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.campaignId, campaignId));

  it('records video.ready and campaign.completed once each, in the transaction that causes them, and queues their jobs after it', async () => {
    const { campaign, recipients } = await campaignWithWebhook();
    const [ana, leo] = recipients;
    for (let i = 0; i < 2; i++) {
      const afterCommit = await database.db.transaction((tx) => hooks.recipientReady(tx, { campaign, recipientId: ana!.id }));
      await afterCommit(testLogger);
    }
    await (await database.db.transaction((tx) => hooks.recipientReady(tx, { campaign, recipientId: leo!.id })))(testLogger);
    for (let i = 0; i < 2; i++) await (await database.db.transaction((tx) => hooks.campaignCompleted(tx, { campaign })))(testLogger);

    const deliveries = await deliveriesOf(campaign.id);
    expect(deliveries.map((d) => d.event).sort()).toEqual(['campaign.completed', 'video.ready', 'video.ready']);
    const ready = deliveries.find((d) => d.recipientId === ana!.id);
    expect(ready?.payload).toEqual({
      id: ready?.id,
      event: 'video.ready',
      created_at: ready?.createdAt.toISOString(),
      data: {
        campaign: { id: campaign.id, name: 'Spring offer' },
        recipient: { id: ana!.id, row: 2, email: 'ana@example.com', phone: '+5511999990000', variables: { first_name: 'Ana', amount: 'R$ 120,00' } },
        video: {
          watch_url: `${PUBLIC_URL}/v/${ana!.video.shareSlug}`,
          video_url: `${PUBLIC_URL}/api/watch/${ana!.video.shareSlug}/file`,
          poster_url: `${PUBLIC_URL}/api/watch/${ana!.video.shareSlug}/poster`,
          duration_ms: 12_000,
        },
      },
    });
    const completed = deliveries.find((d) => d.event === 'campaign.completed');
    expect(completed?.payload).toMatchObject({ event: 'campaign.completed', data: { campaign: { id: campaign.id, counts: { ready: 2, failed: 0, pending: 0 } } } });
    // One e-mail (the row with an address, queued once) and one job per recorded call.
    expect(sent.filter((s) => s.name === 'campaign.email')).toEqual([{ name: 'campaign.email', payload: { recipientId: ana!.id } }]);
    expect(sent.filter((s) => s.name === 'campaign.webhook').map((s) => (s.payload as { deliveryId: string }).deliveryId).sort()).toEqual(deliveries.map((d) => d.id).sort());
    const rows = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaign.id)).orderBy(campaignRecipients.rowNumber);
    expect(rows.map((r) => r.emailStatus)).toEqual(['queued', null]);
  });

  it('posts the stored payload signed with the campaign secret, with its event and delivery id, then marks it delivered', async () => {
    const { campaign, recipients } = await campaignWithWebhook();
    await database.db.transaction((tx) => hooks.recipientReady(tx, { campaign, recipientId: recipients[0]!.id }));
    const [delivery] = await deliveriesOf(campaign.id);
    const handler = campaignWebhookHandler({ db: database.db, send: createWebhookSender({ allowHosts: [receiver.host] }) });
    await handler({ deliveryId: delivery!.id }, jobContext());

    const [call] = receiver.calls;
    expect(call?.path).toBe('/hooks/reelsmith');
    expect(call?.headers).toMatchObject({ 'content-type': 'application/json', 'reelsmith-event': 'video.ready', 'reelsmith-delivery': delivery!.id });
    expect(verifyWebhookSignature({ secret: SECRET, body: call!.body, header: call!.headers['reelsmith-signature'] as string })).toBe(true);
    expect(verifyWebhookSignature({ secret: 'whsec_another', body: call!.body, header: call!.headers['reelsmith-signature'] as string })).toBe(false);
    expect(JSON.parse(call!.body)).toEqual(delivery!.payload);
    expect((await deliveriesOf(campaign.id))[0]).toMatchObject({ status: 'delivered', attempts: 1, lastError: null, deliveredAt: expect.any(Date) });

    // Delivered is final: the job delivered again posts nothing.
    await handler({ deliveryId: delivery!.id }, jobContext(1));
    expect(receiver.calls).toHaveLength(1);
  });

  it('never posts to 127.0.0.1 unless the host is allow-listed: no connection reaches it, and the delivery fails at once', async () => {
    const { campaign, recipients } = await campaignWithWebhook();
    await database.db.transaction((tx) => hooks.recipientReady(tx, { campaign, recipientId: recipients[0]!.id }));
    const [delivery] = await deliveriesOf(campaign.id);
    const connections = receiver.connections();
    await campaignWebhookHandler({ db: database.db, send: createWebhookSender({ allowHosts: [] }) })({ deliveryId: delivery!.id }, jobContext());
    expect(receiver.connections()).toBe(connections);
    expect((await deliveriesOf(campaign.id))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('private or local network address') });
  });

  it('keeps the last error after the last attempt, and the delivery is failed', async () => {
    const { campaign, recipients } = await campaignWithWebhook();
    await database.db.transaction((tx) => hooks.recipientReady(tx, { campaign, recipientId: recipients[0]!.id }));
    const [delivery] = await deliveriesOf(campaign.id);
    receiver.answer([503, 503]);
    const handler = campaignWebhookHandler({ db: database.db, send: createWebhookSender({ allowHosts: [receiver.host] }), policy: { retryLimit: 1, retryDelaySeconds: 30 } });
    await expect(handler({ deliveryId: delivery!.id }, jobContext(0))).rejects.toThrow('HTTP 503: receiver is down');
    const waiting = (await deliveriesOf(campaign.id))[0];
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 503: receiver is down' });
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(waiting!.createdAt.getTime() + 25_000);
    await handler({ deliveryId: delivery!.id }, jobContext(1));
    expect((await deliveriesOf(campaign.id))[0]).toMatchObject({ status: 'failed', attempts: 2, lastError: 'HTTP 503: receiver is down', deliveredAt: null });
  });

  it('retries through the queue with backoff: 500, 500, then 200 is three attempts and one delivery', async () => {
    // The job's own policy, with the queue's shortest delays (1–2 s, then 2–4 s).
    const quick = { ...campaignWebhookJob, policy: { ...campaignWebhookJob.policy, retryDelaySeconds: 1 } };
    const queue = createJobQueue({ database, logger: testLogger, definitions: [quick] });
    await queue.start();
    try {
      await queue.work({ job: quick, handler: campaignWebhookHandler({ db: database.db, send: createWebhookSender({ allowHosts: [receiver.host] }), policy: quick.policy }), pollingIntervalSeconds: 0.5 });
      const { campaign } = await campaignWithWebhook();
      receiver.answer([500, 500]);
      const queuing = createDeliveryHooks({ queue: () => queue, publicUrl: PUBLIC_URL });
      await (await database.db.transaction((tx) => queuing.campaignCompleted(tx, { campaign })))(testLogger);
      const [delivery] = await until(
        () => deliveriesOf(campaign.id),
        ([d]) => d?.status === 'delivered',
      );
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
      expect(receiver.calls.map((call) => call.headers['reelsmith-delivery'])).toEqual([delivery!.id, delivery!.id, delivery!.id]);
      // Every attempt is signed afresh over the same body.
      expect(new Set(receiver.calls.map((call) => call.body)).size).toBe(1);
      for (const call of receiver.calls) expect(verifyWebhookSignature({ secret: SECRET, body: call.body, header: call.headers['reelsmith-signature'] as string })).toBe(true);
    } finally {
      await queue.stop({ deadline: Date.now() + 1000 });
    }
  });
});

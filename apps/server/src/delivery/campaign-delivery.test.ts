import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, campaigns, users, webhookDeliveries } from '@reelsmith/db';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignEmailHandler } from '../jobs/campaign-email';
import { prepareCampaignHandler, renderRecipientHandler, type CampaignJobDeps } from '../jobs/campaign-jobs';
import { campaignWebhookHandler } from '../jobs/campaign-webhook';
import type { JobQueue } from '../jobs/job-queue';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { jobContext } from '../test/delivery-fixtures';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { createDeliveryHooks } from './delivery-hooks';
import { createEmailChannel } from './email-channel';
import { createWebhookSender } from './webhook-sender';
import { verifyWebhookSignature } from './webhook-signature';

const PUBLIC_URL = 'https://reelsmith.example';
const TEMPLATE = { language: 'en', scenes: [{ kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}.' }] };

// The one test of delivery behind a real render: the hooks in the campaign workers start it.
describe.each(DATABASE_KINDS)('a campaign delivered on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let peer: SmtpPeer;
  const calls: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  let receiverHost = '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-delivery-'));
    peer = await startSmtpPeer();
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverHost = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
    await peer?.close();
    await database?.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('e-mails a row once its video is made, and calls the webhook for the video and for the completed campaign', async () => {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, name: 'Acme', email: `${userId}@example.com` });
    const [campaign] = await database.db
      .insert(campaigns)
      .values({
        userId,
        name: 'Welcome',
        status: 'running',
        language: 'en',
        format: '1:1',
        template: TEMPLATE,
        mapping: {},
        sourceFile: {},
        delivery: { email: true, sender_name: 'Acme Mobile', webhook_url: `http://${receiverHost}/hooks` },
        webhookSecret: 'whsec_delivery-test',
      })
      .returning();
    const [recipient] = await database.db.insert(campaignRecipients).values({ campaignId: campaign!.id, rowNumber: 2, variables: { first_name: 'Maria' }, email: 'maria@example.com' }).returning();

    const jobs: { name: string; payload: Record<string, string> }[] = [];
    const queue = {
      send: async ({ job, payload }: { job: { name: string }; payload: Record<string, string> }) => void jobs.push({ name: job.name, payload }),
      sendMany: async () => undefined,
    } as unknown as JobQueue;
    const deps: CampaignJobDeps = { db: database.db, mediaDir, tools: { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' }, queue: () => queue, delivery: createDeliveryHooks({ queue: () => queue, publicUrl: PUBLIC_URL }) };
    await prepareCampaignHandler(deps)({ campaignId: campaign!.id }, jobContext());
    await renderRecipientHandler(deps)({ recipientId: recipient!.id }, jobContext());

    // The row is ready with its e-mail queued, the campaign completed, and a job sent for each.
    const [row] = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, recipient!.id));
    expect(row).toMatchObject({ status: 'ready', emailStatus: 'queued' });
    expect((await database.db.select().from(campaigns).where(eq(campaigns.id, campaign!.id)))[0]?.status).toBe('completed');
    const deliveries = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.campaignId, campaign!.id));
    expect(jobs.map((job) => job.name).sort()).toEqual(['campaign.email', 'campaign.webhook', 'campaign.webhook']);

    const mailer = createSmtpMailer({ url: peer.url, from: 'Reelsmith <no-reply@reelsmith.example>' });
    const sendEmail = campaignEmailHandler({ db: database.db, channel: createEmailChannel({ db: database.db, mailer, mediaDir, publicUrl: PUBLIC_URL, secret: 'delivery-test-secret-0123456789abcdef' }) });
    const callWebhook = campaignWebhookHandler({ db: database.db, send: createWebhookSender({ allowHosts: [receiverHost] }) });
    for (const job of jobs) {
      if (job.name === 'campaign.email') await sendEmail({ recipientId: job.payload.recipientId! }, jobContext());
      else await callWebhook({ deliveryId: job.payload.deliveryId! }, jobContext());
    }

    const mail = await peer.nextMail();
    expect(mail.subject).toBe('Maria, a video for you');
    const ready = deliveries.find((d) => d.event === 'video.ready');
    const watchUrl = (ready?.payload as { data: { video: { watch_url: string } } }).data.video.watch_url;
    expect(mail.html).toContain(`<a href="${watchUrl}"><img src="${watchUrl.replace('/v/', '/api/watch/')}/thumbnail.jpg"`);
    expect((await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, recipient!.id)))[0]?.emailStatus).toBe('sent');

    expect(calls.map((call) => call.headers['reelsmith-event']).sort()).toEqual(['campaign.completed', 'video.ready']);
    for (const call of calls) expect(verifyWebhookSignature({ secret: 'whsec_delivery-test', body: call.body, header: call.headers['reelsmith-signature'] as string })).toBe(true);
    const completed = JSON.parse(calls.find((call) => call.headers['reelsmith-event'] === 'campaign.completed')!.body) as { data: { campaign: { counts: Record<string, number> } } };
    expect(completed.data.campaign.counts).toMatchObject({ ready: 1, failed: 0 });
    const after = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.campaignId, campaign!.id));
    expect(after.map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });
});

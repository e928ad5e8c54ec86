import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, emailUnsubscribes } from '@reelsmith/db';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailChannel } from '../delivery/email-channel';
import { readUnsubscribeToken } from '../delivery/unsubscribe-token';
import { createLogMailer } from '../mail/log-mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { jobContext, readyCampaign } from '../test/delivery-fixtures';
import { testLogger } from '../test/logger';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { campaignEmailHandler } from './campaign-email';

const PUBLIC_URL = 'https://reelsmith.example';
const SECRET = 'delivery-test-secret-0123456789abcdefghij';
const DELIVERY = { email: true, sender_name: 'Acme Bank', email_subject: '{{first_name|Hi}}, your {{plan}} offer' };

describe.each(DATABASE_KINDS)('the campaign.email job on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  let peer: SmtpPeer;
  let handler: ReturnType<typeof campaignEmailHandler>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-email-'));
    peer = await startSmtpPeer({ refuseRecipients: ['nobody@example.com'] });
    const mailer = createSmtpMailer({ url: peer.url, from: 'Reelsmith <no-reply@reelsmith.example>' });
    handler = campaignEmailHandler({ db: database.db, channel: createEmailChannel({ db: database.db, mailer, mediaDir, publicUrl: PUBLIC_URL, secret: SECRET }), retryLimit: 2 });
  });
  afterAll(async () => {
    await peer?.close();
    await database?.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const rowOf = async (id: string) => (await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, id)))[0];

  it('mails the recipient their video: subject, both parts, the poster with a play button linking to the watch page, one-click unsubscribe', async () => {
    const { campaign, recipients, userId } = await readyCampaign(database.db, mediaDir, {
      rows: [{ email: 'Ana@Example.com', variables: { first_name: 'Ana', plan: 'Gold' } }],
      delivery: DELIVERY,
      cta: { label: 'Pay now', url: 'https://acme.example/pay' },
      emailQueued: true,
    });
    const [recipient] = recipients;
    await handler({ recipientId: recipient!.id }, jobContext());

    const mail = await peer.nextMail();
    expect(mail.subject).toBe('Ana, your Gold offer');
    expect(mail.from).toEqual({ name: 'Acme Bank', address: 'no-reply@reelsmith.example' });
    expect(mail.to).toEqual([{ name: '', address: 'Ana@example.com' }]);
    const watchUrl = `${PUBLIC_URL}/v/${recipient!.video.shareSlug}`;
    const thumbnail = `${PUBLIC_URL}/api/watch/${recipient!.video.shareSlug}/thumbnail.jpg`;
    expect(mail.html).toMatch(new RegExp(`<a href="${watchUrl}"><img src="${thumbnail}" width="\\d+" height="\\d+"`));
    expect(mail.html).toContain('href="https://acme.example/pay"');
    expect(mail.text).toContain(`Watch it here:\n${watchUrl}\n`);
    expect(mail.text).toContain('Pay now: https://acme.example/pay');
    // The picture was made once, beside the poster, for the thumbnail route to serve.
    expect(existsSync(join(mediaDir, recipient!.video.posterKey!.replace('.jpg', '.play.jpg')))).toBe(true);

    const headers = Object.fromEntries(mail.headers.map(({ key, value }) => [key, value]));
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/reelsmith\.example\/api\/unsubscribe\/([^>]+))>$/.exec(headers['list-unsubscribe'] ?? '');
    expect(oneClick).not.toBeNull();
    expect(readUnsubscribeToken(decodeURIComponent(oneClick![2]!), SECRET)).toEqual({ userId, campaignId: campaign.id, email: 'ana@example.com' });
    expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe/${oneClick![2]}`);

    expect(await rowOf(recipient!.id)).toMatchObject({ emailStatus: 'sent', emailedAt: expect.any(Date) });
  });

  it('mails once when the job is delivered twice at the same time, and again later', async () => {
    const { recipients } = await readyCampaign(database.db, mediaDir, { rows: [{ email: 'leo@example.com', variables: { first_name: 'Leo' } }], delivery: DELIVERY, emailQueued: true });
    const recipientId = recipients[0]!.id;
    const before = peer.received.length;
    await Promise.all([handler({ recipientId }, jobContext()), handler({ recipientId }, jobContext())]);
    await handler({ recipientId }, jobContext(1));
    await peer.nextMail();
    expect(peer.received.length - before).toBe(1);
    expect((await rowOf(recipientId))?.emailStatus).toBe('sent');
  });

  it('sends nothing to an address that unsubscribed from this business, and says so on the row', async () => {
    const { userId, recipients } = await readyCampaign(database.db, mediaDir, { rows: [{ email: 'Gone@example.com', variables: {} }], delivery: DELIVERY, emailQueued: true });
    await database.db.insert(emailUnsubscribes).values({ userId, email: 'gone@example.com' });
    const before = peer.received.length;
    await handler({ recipientId: recipients[0]!.id }, jobContext());
    expect(peer.received.length).toBe(before);
    expect(await rowOf(recipients[0]!.id)).toMatchObject({ emailStatus: 'unsubscribed', emailedAt: null });
  });

  it('fails at once for an address the mail server refuses, and leaves rows without e-mail alone', async () => {
    const { recipients } = await readyCampaign(database.db, mediaDir, { rows: [{ email: 'nobody@example.com', variables: {} }, { phone: '+5511999990000', variables: {} }], delivery: DELIVERY, emailQueued: true });
    await handler({ recipientId: recipients[0]!.id }, jobContext());
    await handler({ recipientId: recipients[1]!.id }, jobContext());
    expect(await rowOf(recipients[0]!.id)).toMatchObject({ emailStatus: 'failed', emailedAt: null });
    expect((await rowOf(recipients[1]!.id))?.emailStatus).toBeNull();
  });

  it('records no e-mail as sent in production without SMTP_URL: the row fails at once', async () => {
    const { recipients } = await readyCampaign(database.db, mediaDir, { rows: [{ email: 'rui@example.com', variables: {} }], delivery: DELIVERY, emailQueued: true });
    const logOnly = createEmailChannel({ db: database.db, mailer: createLogMailer({ logger: testLogger, production: true }), mediaDir, publicUrl: PUBLIC_URL, secret: SECRET });
    await campaignEmailHandler({ db: database.db, channel: logOnly })({ recipientId: recipients[0]!.id }, jobContext(0));
    expect(await rowOf(recipients[0]!.id)).toMatchObject({ emailStatus: 'failed', emailedAt: null });
  });

  it('keeps the row queued for the retry when the mail server is unreachable, and fails it after the last attempt', async () => {
    const { recipients } = await readyCampaign(database.db, mediaDir, { rows: [{ email: 'ines@example.com', variables: {} }], delivery: DELIVERY, emailQueued: true });
    const recipientId = recipients[0]!.id;
    const wrongPassword = createSmtpMailer({ url: peer.url.replace('smtp-test-password', 'wrong'), from: 'no-reply@reelsmith.example' });
    const broken = campaignEmailHandler({ db: database.db, channel: createEmailChannel({ db: database.db, mailer: wrongPassword, mediaDir, publicUrl: PUBLIC_URL, secret: SECRET }), retryLimit: 2 });
    await expect(broken({ recipientId }, jobContext(0))).rejects.toThrow(/mail server did not take the e-mail/);
    expect(await rowOf(recipientId)).toMatchObject({ emailStatus: 'queued', emailedAt: null });
    await broken({ recipientId }, jobContext(2));
    expect(await rowOf(recipientId)).toMatchObject({ emailStatus: 'failed', emailedAt: null });
  });
});

import { campaignRecipients, campaigns, emailUnsubscribes } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import type { Email } from 'postal-mime';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailChannel } from '../../delivery/email-channel';
import { campaignEmailHandler } from '../../jobs/campaign-email';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { TEST_AUTH_SECRET, TEST_BASE_URL, createTestApp, type TestApp } from '../../test/app-harness';
import { signedInHeaders, signUp } from '../../test/auth-helpers';
import { jobContext, readyCampaign } from '../../test/delivery-fixtures';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';

/** The path (on the test app) of the one-click address and the page link of a received campaign e-mail. */
function unsubscribeLinksOf(mail: Email) {
  const header = mail.headers.find(({ key }) => key === 'list-unsubscribe')?.value ?? '';
  const oneClick = /^<http:\/\/localhost:3000(\/api\/unsubscribe\/[^>]+)>$/.exec(header)?.[1];
  const page = /(http:\/\/localhost:3000\/(?:es\/|ptbr\/)?unsubscribe\/\S+)/.exec(mail.text ?? '')?.[1];
  if (!oneClick || !page) throw new Error(`no unsubscribe links in the mail: ${header}`);
  return { oneClick, page: page.slice(TEST_BASE_URL.length) };
}

describe.each(DATABASE_KINDS)('unsubscribing from campaign e-mails on %s', (kind) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let sendEmail: ReturnType<typeof campaignEmailHandler>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    peer = await startSmtpPeer();
    const mailer = createSmtpMailer({ url: peer.url, from: 'Reelsmith <no-reply@reelsmith.example>' });
    // The worker's side: it signs the links with the server secret the API checks them with.
    const channel = createEmailChannel({ db: t.database.db, mailer, mediaDir: t.mediaDir, publicUrl: TEST_BASE_URL, secret: TEST_AUTH_SECRET });
    sendEmail = campaignEmailHandler({ db: t.database.db, channel });
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
  });

  const request = (path: string, init: RequestInit = {}) => Promise.resolve(t.app.request(path, { ...init, headers: { 'accept-language': 'en', ...(init.headers as Record<string, string>) } }));

  it('shows whose e-mails a link stops, unsubscribes only on POST, and a later campaign of the business mails that address nothing', async () => {
    const first = await readyCampaign(t.database.db, t.mediaDir, { rows: [{ email: 'Maria.Silva@example.com', variables: { first_name: 'Maria' } }], delivery: { email: true, sender_name: 'Banco Sol' }, language: 'pt-BR', emailQueued: true });
    await sendEmail({ recipientId: first.recipients[0]!.id }, jobContext());
    const mail = await peer.nextMail();
    expect(mail.subject).toBe('Maria, um vídeo para você');
    const { oneClick, page } = unsubscribeLinksOf(mail);
    expect(page).toBe(`/ptbr${oneClick.replace('/api', '')}`);
    // The page itself is the web app's (the shell: drawn in the browser, never prerendered).
    const shell = await request(page);
    expect([shell.status, await shell.text()]).toEqual([200, expect.stringContaining('Reelsmith shell')]);

    // A GET (a mail scanner, the page loading) only shows; a browser is sent to the page.
    for (let i = 0; i < 2; i++) {
      const status = await request(oneClick, { headers: { accept: 'application/json' } });
      expect(status.status).toBe(200);
      expect(await status.json()).toEqual({ sender: 'Banco Sol', email: 'm•••@example.com', unsubscribed: false });
    }
    const browser = await request(oneClick, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(page);
    expect(await t.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.userId, first.userId))).toEqual([]);

    // The mail app's one-click POST (RFC 8058), with no cookie and no Origin; twice changes nothing.
    for (let i = 0; i < 2; i++) {
      const done = await request(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ sender: 'Banco Sol', email: 'm•••@example.com', unsubscribed: true });
    }
    expect(await t.database.db.select({ email: emailUnsubscribes.email }).from(emailUnsubscribes).where(eq(emailUnsubscribes.userId, first.userId))).toEqual([{ email: 'maria.silva@example.com' }]);
    expect(await (await request(oneClick, { headers: { accept: 'application/json' } })).json()).toMatchObject({ unsubscribed: true });

    // The same business's next campaign skips the address; another business still mails it.
    const second = await readyCampaign(t.database.db, t.mediaDir, { userId: first.userId, rows: [{ email: 'MARIA.SILVA@example.com', variables: {} }], delivery: { email: true }, emailQueued: true });
    const other = await readyCampaign(t.database.db, t.mediaDir, { rows: [{ email: 'maria.silva@example.com', variables: {} }], delivery: { email: true }, emailQueued: true });
    const before = peer.received.length;
    await sendEmail({ recipientId: second.recipients[0]!.id }, jobContext());
    await sendEmail({ recipientId: other.recipients[0]!.id }, jobContext());
    const [skipped] = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, second.recipients[0]!.id));
    expect(skipped?.emailStatus).toBe('unsubscribed');
    expect((await peer.nextMail()).to).toEqual([{ name: '', address: 'maria.silva@example.com' }]);
    expect(peer.received.length - before).toBe(1);
  });

  it('answers 404 to a forged, altered or foreign token, in the caller’s language', async () => {
    const { recipients } = await readyCampaign(t.database.db, t.mediaDir, { rows: [{ email: 'leo@example.com', variables: {} }], delivery: { email: true }, emailQueued: true });
    await sendEmail({ recipientId: recipients[0]!.id }, jobContext());
    const { oneClick } = unsubscribeLinksOf(await peer.nextMail());
    const token = oneClick.split('/').pop() ?? '';
    const [payload, tag] = token.split('.');
    const boss = Buffer.from(Buffer.from(payload!, 'base64url').toString('utf8').replace('leo@', 'boss@')).toString('base64url');
    for (const forged of [`${boss}.${tag}`, `${payload}.${tag!.slice(1)}`, 'not-a-token', `${payload}`]) {
      for (const method of ['GET', 'POST']) {
        const response = await request(`/api/unsubscribe/${forged}`, { method, headers: { 'accept-language': 'es' } });
        expect(response.status, `${method} ${forged}`).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
      }
    }
    expect(await t.database.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.email, 'boss@example.com'))).toEqual([]);
  });

  it('serves the e-mail picture by the share slug alone, and 404 for an unknown one', async () => {
    const { recipients } = await readyCampaign(t.database.db, t.mediaDir, { rows: [{ email: 'ines@example.com', variables: {} }], delivery: { email: true } });
    const response = await request(`/api/watch/${recipients[0]!.video.shareSlug}/thumbnail.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const picture = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 180, 320]);
    expect((await request('/api/watch/no-such-slug-here/thumbnail.jpg')).status).toBe(404);
  });
});

describe('a campaign’s webhook secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is made with the first webhook address, kept while there is one, and removed with it', async () => {
    const owner = await signUp(t.app);
    const form = new FormData();
    form.append('file', new File(['Name,Email\nAna Souza,ana@example.com\n'], 'customers.csv'));
    const created = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(owner.cookie), body: form });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const patch = async (delivery: object) => {
      const response = await t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: signedInHeaders(owner.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ delivery }) });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await t.database.db.select({ secret: campaigns.webhookSecret }).from(campaigns).where(eq(campaigns.id, id)))[0]?.secret;
    };
    expect(await patch({ email: true })).toBeNull();
    const secret = await patch({ email: true, webhook_url: 'https://hooks.acme.example/reelsmith' });
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(await patch({ webhook_url: 'https://hooks.acme.example/v2' })).toBe(secret);
    expect(await patch({ email: true })).toBeNull();
  });
});

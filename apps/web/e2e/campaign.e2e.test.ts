import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server tests' SMTP peer: a real SMTP server on 127.0.0.1 that keeps what it receives.
import { startSmtpPeer, type SmtpPeer } from '../../server/src/test/smtp-peer';
import en from '../src/locales/en.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

/**
 * Three customers: the "Gift" column fills no variable of the default offer script until the
 * business maps it to {{offer}}, and Carla's address is not one, so she gets no video.
 */
const CUSTOMERS = ['First name,Email,Gift', 'Ana,ana@example.com,Double data for 3 months', 'Bruno,bruno@example.com,A free month of premium', 'Carla,carla-at-example,Free roaming'].join('\n');
const CTA = { label: 'Claim my gift', url: 'https://acme.example/gift' };

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** How far a page's video has played, and whether it can play (readyState ≥ 3). */
const videoState = (page: Page, name: string) =>
  page.getByRole('region', { name }).or(page.locator(`video[aria-label="${name}"]`)).first().evaluate((element) => {
    const video = element instanceof HTMLVideoElement ? element : element.querySelector('video');
    return { readyState: video?.readyState ?? 0, currentTime: video?.currentTime ?? 0, duration: video?.duration ?? 0 };
  });

describe('a personalized campaign, from the customer file to a counted view', () => {
  let smtp: SmtpPeer;
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    [platform, browser] = await Promise.all([startPlatform({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.close();
  });

  it(
    'uploads, maps, previews, starts, follows, e-mails each customer, and counts the view of the watch page the e-mail opens',
    async () => {
      const business = await (await newVisitorContext(browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
      await business.goto(`${platform.baseUrl}/`);
      // Signed up and holding a Standard pack (the sign-up and checkout screens have e2e of their own).
      const ready = await business.evaluate(async (email) => {
        const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const signUp = await post('/api/auth/sign-up/email', { name: 'Acme Mobile', email, password: 'acme-pass-1' });
        const pack = await post('/api/checkout', { plan_id: 'standard', name_on_card: 'Acme Mobile', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' });
        return [signUp.status, pack.status];
      }, `acme-${randomUUID()}@example.com`);
      expect(ready).toEqual([200, 200]);

      // Upload: the list is read, its columns shown with a variable each, and the rows that get no video named.
      await business.goto(`${platform.baseUrl}/campaigns/new`);
      await business.locator('input[type="file"]').setInputFiles({ name: 'gift-campaign.csv', mimeType: 'text/csv', buffer: Buffer.from(CUSTOMERS) });
      await business.getByRole('button', { name: en.campaigns.new.submit }).click();
      await business.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/);
      const campaignUrl = business.url();
      const giftColumn = business.getByLabel(fill(en.campaigns.mapping.variableFor, { column: 'Gift' }));
      await giftColumn.waitFor();
      expect(await giftColumn.inputValue()).toBe('gift');
      // The default offer script needs {{offer}}: no row can get a video until a column fills it.
      await business.getByText(en.campaigns.preview.noRecipients).waitFor();

      // Map: the Gift column fills {{offer}}; Ana and Bruno get a video, Carla is skipped for her address.
      await giftColumn.selectOption('offer');
      await business.getByText(fill(en.campaigns.file.recipients, { formatted: 2 })).waitFor();
      await business.getByText(fill(en.campaigns.file.skippedTitle_one, { formatted: 1 })).waitFor();

      // A call to action for the watch page, and an e-mail to every customer with an address.
      await business.getByLabel(en.campaigns.cta.toggle).check();
      await business.getByLabel(en.campaigns.cta.label).fill(CTA.label);
      await business.getByLabel(en.campaigns.cta.url).fill(CTA.url);
      await business.getByRole('button', { name: fill(en.campaigns.save.buttonFor, { section: en.campaigns.cta.title }) }).click();
      await business.getByLabel(en.campaigns.delivery.email).check();
      await business.getByLabel(en.campaigns.delivery.subject).fill('{{first_name|Hello}}, your gift is here');
      await business.getByLabel(en.campaigns.delivery.sender).fill('Acme Mobile');
      await business.getByRole('button', { name: fill(en.campaigns.save.buttonFor, { section: en.campaigns.delivery.title }) }).click();
      await business.getByRole('button', { name: en.campaigns.preview.make }).and(business.locator(':not([disabled])')).waitFor();
      expect(await seriousAccessibilityViolations(business)).toEqual([]);
      await business.screenshot({ path: `${E2E_OUTPUT_DIR}campaign-draft-light-1280.png`, fullPage: true });

      // Preview: Ana's video, made before anything is charged, plays.
      await business.getByRole('button', { name: en.campaigns.preview.make }).click();
      await business.getByText(fill(en.campaigns.preview.ready, { row: 2 })).waitFor({ timeout: 150_000 });
      const previewName = fill(en.campaigns.preview.videoTitle, { name: 'gift-campaign' });
      await expect.poll(async () => (await videoState(business, previewName)).readyState, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await business.locator('#campaign-preview').getByRole('button', { name: en.player.play }).click();
      await expect.poll(async () => (await videoState(business, previewName)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0.5);
      expect((await videoState(business, previewName)).duration).toBeGreaterThan(5);

      // Start: two credits for two videos; the page follows the campaign to the end.
      await business.getByRole('button', { name: fill(en.campaigns.confirm.button, { formatted: 2 }) }).click();
      await business.getByText(fill(en.campaigns.run.summary, { ready: 2, total: 2 })).waitFor({ timeout: 240_000 });
      await business.getByRole('progressbar', { name: en.campaigns.run.progressLabel }).waitFor();
      const recipients = business.getByRole('region', { name: en.campaigns.recipients.title }).or(business.locator('section', { has: business.getByRole('heading', { name: en.campaigns.recipients.title }) })).first();
      await recipients.getByText('ana@example.com').waitFor();
      await recipients.getByText('bruno@example.com').waitFor();
      await expect.poll(async () => recipients.getByText(en.campaigns.emailStatus.sent, { exact: true }).count(), { timeout: 60_000 }).toBe(2);
      expect(await recipients.getByText('carla-at-example').count()).toBe(0);

      // The e-mails: one each, with the poster's play button and a plain-text part, both leading to the row's own watch page.
      const mails = [await smtp.nextMail(60_000), await smtp.nextMail(60_000)];
      const toAna = mails.find((mail) => mail.to?.[0]?.address === 'ana@example.com');
      expect(toAna?.subject).toBe('Ana, your gift is here');
      expect(toAna?.from?.name).toBe('Acme Mobile');
      const watchUrl = /href="([^"]*\/v\/[\w-]+)"/.exec(toAna?.html ?? '')?.[1] ?? '';
      expect(watchUrl.startsWith(`${platform.baseUrl}/v/`)).toBe(true);
      expect(toAna?.text).toContain(watchUrl);
      expect(toAna?.headers.find((header) => header.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');

      // Ana opens it, signed out in her own browser: the video plays under the business's button.
      const ana = await (await newVisitorContext(browser, { viewport: { width: 390, height: 844 } })).newPage();
      await ana.goto(watchUrl);
      const button = ana.getByRole('link', { name: new RegExp(CTA.label) });
      await button.waitFor();
      expect(await button.getAttribute('href')).toBe(CTA.url);
      await ana.getByRole('button', { name: en.player.play }).click();
      await expect.poll(async () => (await ana.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime)), { timeout: 20_000 }).toBeGreaterThan(0.5);
      await ana.screenshot({ path: `${E2E_OUTPUT_DIR}campaign-watch-light-375.png` });
      // She watches to the end (four times as fast, to spare the run the wait).
      await ana.locator('video').evaluate((video: HTMLVideoElement) => {
        video.playbackRate = 4;
      });
      await ana.locator('video').evaluate((video: HTMLVideoElement) => (video.ended ? undefined : new Promise((resolve) => video.addEventListener('ended', resolve, { once: true }))));

      // The business sees her view counted: her row says she watched it all, Bruno's that he has not opened his.
      await business.goto(campaignUrl);
      const anaRow = business.getByRole('listitem').filter({ hasText: 'ana@example.com' });
      await expect
        .poll(
          async () => {
            await business.reload();
            await anaRow.waitFor();
            return anaRow.getByText(fill(en.campaigns.recipients.watched, { percent: 100 }), { exact: true }).count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      expect(await business.getByRole('listitem').filter({ hasText: 'bruno@example.com' }).getByText(en.campaigns.recipients.views.none).count()).toBe(1);
      expect(await seriousAccessibilityViolations(business)).toEqual([]);
      await business.screenshot({ path: `${E2E_OUTPUT_DIR}campaign-running-light-1280.png`, fullPage: true });
    },
    420_000,
  );
});

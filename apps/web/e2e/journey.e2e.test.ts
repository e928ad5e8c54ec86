import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { MESSAGES, type Language } from '@reelsmith/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR } from './support/browser';
import { screenshotLooks, seriousAccessibilityViolations } from './support/page-checks';
import { useShopPlatform } from './support/shop-platform';

/**
 * The whole first visit of a customer, in each language, through the screens alone: sign up → 1
 * credit → a video from a product page → it plays → feedback → My videos → download → no credit
 * left → buy Basic with the test card; in English then a video from a description and two photos,
 * the same ad as a square post and the video's own page.
 */

const PICTURES = fileURLToPath(new URL('../../../packages/engine/assets/examples/aurora-lamp/', import.meta.url));
const PHOTOS = ['aurora-hero.jpg', 'aurora-detail.jpg'].map((name) => ({ name, mimeType: 'image/jpeg', buffer: readFileSync(`${PICTURES}${name}`) }));
/** A card expiry three years ahead, so the test never ages into a refusal. */
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

const JOURNEYS = [
  { language: 'en', prefix: '', t: en, name: 'Paula Journey', title: 'Aurora desk lamp' },
  { language: 'es', prefix: '/es', t: es, name: 'Sofía Recorrido', title: 'Lámpara Aurora' },
  { language: 'pt-BR', prefix: '/ptbr', t: ptBR, name: 'Joana Jornada', title: 'Luminária Aurora' },
] as const satisfies readonly { language: Language; prefix: string; t: typeof en; name: string; title: string }[];
/** What the English journey's second video is made from, with its two photos. */
const PHOTO_DESCRIPTION = 'A dimmable walnut desk lamp with warm LED light, a USB-C port and a two-year warranty, for R$ 249.';

// On the embedded database, as the quick start runs the platform.
const world = useShopPlatform({ database: 'embedded' });
const url = (path: string) => world.url(path);
const newPage = () => world.newPage();
const heading = (page: Page, name: string, timeout = 15_000) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout });
const progressValue = async (page: Page) => Number(await page.getByRole('progressbar').first().getAttribute('aria-valuenow'));
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);
const myVideos = async (page: Page) => page.evaluate(async () => (await (await fetch('/api/videos')).json()) as { videos: { id: string; title: string; duration_ms: number; width: number; height: number; format: string }[] });

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Waits for the generated screen, then plays the video and checks it lasts what the server says. */
async function expectPlayable(page: Page, t: typeof en, durationMs: number) {
  await page.getByRole('button', { name: t.player.play }).click();
  await page.waitForFunction(
    () => {
      const element = document.querySelector('video');
      return element !== null && element.readyState >= 3 && element.currentTime > 0;
    },
    null,
    { timeout: 20_000 },
  );
  const duration = await page.locator('video').evaluate((element) => (element as HTMLVideoElement).duration);
  expect(Math.abs(duration * 1000 - durationMs)).toBeLessThan(250);
  await page.getByRole('button', { name: t.player.pause }).click({ force: true });
}

describe.each(JOURNEYS)('the first visit of a customer in $language', ({ language, prefix, t, name, title }) => {
  it(
    `signs up, makes a video that plays, rates it, finds and downloads it, buys Basic${language === 'en' ? ', makes one from photos and a square post of it' : ''}`,
    async () => {
      const errors = MESSAGES[language];
      const isEnglish = language === 'en';
      const page = await newPage();
      // Every screen in its four looks, once (in English: the other languages share the layout).
      const photograph = async (name: string) => {
        if (isEnglish) await screenshotLooks(page, name);
      };
      const email = `journey-${language.toLowerCase()}-${Date.now()}@example.com`;

      // Sign up with e-mail on the page of the language.
      await page.goto(url(`${prefix}/signup`));
      await heading(page, t.auth.signup.title);
      await page.getByLabel(t.auth.fields.fullName, { exact: true }).fill(name);
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill('journey-pass-1');
      await page.getByLabel(t.auth.fields.confirmPassword, { exact: true }).fill('journey-pass-1');
      await page.getByRole('button', { name: t.auth.signup.submit, exact: true }).click();

      // The dashboard greets by name, with the free credit.
      await page.waitForURL(url(`${prefix}/dashboard`));
      await heading(page, fill(t.dashboard.welcome, { name }));
      const credits = page.getByRole('region', { name: t.dashboard.credits.title });
      await credits.getByText('1', { exact: true }).waitFor();

      // A video from a product page.
      await page.getByRole('main').getByRole('link', { name: t.dashboard.createVideo, exact: true }).first().click();
      await heading(page, t.pages.create.title);
      await page.getByText(fill(t.create.credits, { credits: 1 })).waitFor();
      await expectAccessible(page);
      await photograph('create-form');
      await heading(page, t.pages.create.title);
      await page.getByLabel(t.create.url.label, { exact: true }).fill(`${world.shop.origin}/p/aurora`);
      await page.getByLabel(`${t.create.title.label} ${t.create.optional}`, { exact: true }).fill(title);
      await page.getByRole('button', { name: t.create.submit, exact: true }).click();
      await heading(page, t.generation.progress.heading);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();

      // The progress advances with the worker's real stages. Read four times a second, not at every
      // frame: the render it waits on shares the processor.
      await page.waitForFunction(() => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > 0, null, { timeout: 60_000, polling: 250 });
      const before = await progressValue(page);
      await page.waitForFunction((value) => Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')) > value, before, { timeout: 60_000, polling: 250 });
      const step = await page.locator('[aria-current="step"]').innerText();
      expect(Object.values(t.generation.stages).some((label) => step.includes(label))).toBe(true);

      await expectAccessible(page);
      await photograph('create-progress');

      if (isEnglish) {
        // A reload in the middle finds the generation again, from the tab's record.
        await page.reload();
        await heading(page, t.generation.progress.heading);
        await page.getByRole('heading', { level: 2, name: title }).waitFor();
        // Logging in on another browser finds it through the server, and offers no way to start another.
        const other = await newPage();
        await other.goto(url('/login'));
        await other.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
        await other.getByLabel(t.auth.fields.password, { exact: true }).fill('journey-pass-1');
        await other.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
        await heading(other, fill(t.dashboard.welcome, { name }));
        await other.goto(url('/create'));
        await heading(other, t.generation.progress.heading);
        await other.getByRole('heading', { level: 2, name: title }).waitFor();
        expect(await other.getByRole('button', { name: t.create.submit }).count()).toBe(0);
        await other.context().close();
      }

      // It plays, for as long as the server says.
      await heading(page, t.generation.ready.title, 150_000);
      const [made] = (await myVideos(page)).videos;
      if (!made) throw new Error('no video listed');
      expect(made.title).toBe(title);
      await expectPlayable(page, t, made.duration_ms);
      await expectAccessible(page);

      // Feedback: thumbs, category, comment; nothing to send while the comment is blank.
      const send = page.getByRole('button', { name: t.feedback.send });
      await page.getByRole('button', { name: t.feedback.up }).click();
      await page.getByLabel(t.feedback.commentLabel, { exact: true }).fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await page.getByLabel(t.feedback.categoryLabel, { exact: true }).selectOption('video_quality');
      await page.getByLabel(t.feedback.commentLabel, { exact: true }).fill(' The voice and the pictures fit the lamp. ');
      await send.click();
      await page.getByRole('status').filter({ hasText: errors.feedback.success }).waitFor();
      await photograph('create-generated');

      // The share link opens for anyone, signed in or not, and plays there too.
      const shareUrl = await page.getByLabel(t.player.share.label).inputValue();
      expect(shareUrl).toMatch(new RegExp(`^${world.platform.baseUrl}(/es|/ptbr)?/v/[\\w-]{8,}$`));
      const viewer = await newPage();
      await viewer.goto(shareUrl);
      await heading(viewer, title);
      await viewer.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, { timeout: 10_000 });
      expect(await viewer.locator('video').evaluate((element) => Math.round((element as HTMLVideoElement).duration * 1000))).toBeGreaterThan(made.duration_ms - 250);
      await expectAccessible(viewer);
      if (isEnglish) await screenshotLooks(viewer, 'watch-page');
      await viewer.context().close();

      // It is in My videos, completed, and downloads as an MP4.
      await page.getByRole('link', { name: t.generation.progress.myVideos }).first().click();
      await heading(page, t.pages.videos.title);
      const row = page.getByRole('list', { name: t.pages.videos.title }).getByRole('listitem', { name: title });
      await row.getByText(t.videos.status.completed).waitFor();
      await page.getByText(fill(t.videos.showing_one, { shown: 1, count: 1 }), { exact: true }).waitFor();
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: fill(t.videos.downloadTitle, { title }) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${title}.mp4`);
      const bytes = await readFile((await file.path()) ?? '');
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.length).toBeGreaterThan(100_000);

      // No credit left: the next generation opens the insufficient-credits dialog, which leads to the packs.
      await page.getByRole('link', { name: t.videos.newVideo }).click();
      await heading(page, t.pages.create.title);
      await page.getByText(fill(t.create.credits, { credits: 0 })).waitFor();
      await page.getByLabel(t.create.url.label, { exact: true }).fill(`${world.shop.origin}/p/aurora`);
      await page.getByRole('button', { name: t.create.submit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.generation.credits.title });
      await dialog.getByText(t.generation.credits.message).waitFor();
      await expectAccessible(page);
      // A dialog over the page: the visible screen is what matters.
      if (isEnglish) await page.screenshot({ path: `${E2E_OUTPUT_DIR}create-no-credits-light-1280.png` });
      await dialog.getByRole('link', { name: t.generation.credits.buy }).click();
      await page.waitForURL(url(`${prefix}/credits`));

      // Buys Basic with the test card: ten credits added to none left.
      await page.getByRole('button', { name: fill(t.credits.buy, { name: 'Basic' }) }).click();
      await page.waitForURL((address) => address.pathname === `${prefix}/checkout` && address.search === '?plan=basic');
      await heading(page, t.pages.checkout.title);
      await page.getByLabel(t.checkout.nameOnCard).fill(name);
      await page.getByLabel(t.checkout.cardNumber).fill('4242 4242 4242 4242');
      await page.getByLabel(t.checkout.expiry).fill(FUTURE_EXPIRY);
      await page.getByLabel(t.checkout.cvc).fill('123');
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((address) => address.pathname === `${prefix}/checkout/success`);
      await page.getByRole('status').filter({ hasText: fill(t.checkout.success.added, { count: 10 }) }).waitFor();
      await page.getByText(fill(t.checkout.success.balance, { count: 10 }), { exact: true }).waitFor();
      await page.getByRole('link', { name: t.checkout.success.backToDashboard }).click();
      await heading(page, fill(t.dashboard.welcome, { name }));
      await credits.getByText('10', { exact: true }).waitFor();
      // The rest (a video from photos, another format, the video's page) draws the same screens in
      // every language; one journey makes those renders for all three.
      if (!isEnglish) return;

      // A video from a description and two photos.
      await page.getByRole('main').getByRole('link', { name: t.dashboard.createVideo, exact: true }).first().click();
      await heading(page, t.pages.create.title);
      await page.getByRole('tab', { name: t.create.tabs.manual }).click();
      await page.getByLabel(t.create.description.label, { exact: true }).fill(PHOTO_DESCRIPTION);
      await page.getByLabel(t.create.images.label, { exact: true }).setInputFiles(PHOTOS);
      expect(await page.getByRole('list', { name: t.create.images.chosen }).getByRole('listitem').count()).toBe(2);
      await page.getByRole('button', { name: t.create.submit, exact: true }).click();
      await heading(page, t.generation.progress.heading);
      await heading(page, t.generation.ready.title, 150_000);
      const videos = (await myVideos(page)).videos;
      expect(videos).toHaveLength(2);
      const fromPhotos = videos.find((video) => video.id !== made.id);
      if (!fromPhotos) throw new Error('the second video is not listed');
      await expectPlayable(page, t, fromPhotos.duration_ms);
      const balance = async () => page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { credits: number }).credits);
      expect(await balance()).toBe(9);

      // The same ad as a square post: drawn again from its storyboard, free of charge.
      const formats = page.getByRole('region', { name: t.player.formats.title });
      expect(await formats.locator('[aria-current="true"]').innerText()).toContain('9:16');
      await formats.getByRole('button', { name: /^1:1/ }).click();
      await heading(page, t.generation.progress.heading);
      await heading(page, t.generation.ready.title, 120_000);
      const square = (await myVideos(page)).videos.find((video) => video.format === '1:1');
      expect(square).toMatchObject({ title: fromPhotos.title, width: 1080, height: 1080 });
      await expectPlayable(page, t, square?.duration_ms ?? 0);
      expect(await page.locator('video').evaluate((element) => [(element as HTMLVideoElement).videoWidth, (element as HTMLVideoElement).videoHeight])).toEqual([1080, 1080]);
      expect(await formats.locator('[aria-current="true"]').innerText()).toContain('1:1');
      expect(await formats.getByRole('link', { name: /^9:16/ }).getAttribute('href')).toBe(`/videos/${fromPhotos.id}`);
      expect(await balance()).toBe(9);
      await expectAccessible(page);

      // The video's own page, with the same player, formats and feedback.
      await page.goto(url(`/videos/${fromPhotos.id}`));
      await heading(page, fromPhotos.title);
      expect(await page.locator('video').getAttribute('src')).toBe(`/api/videos/${fromPhotos.id}/file`);
      await page.getByRole('button', { name: t.feedback.up }).waitFor();
      await expectAccessible(page);
      await photograph('video-page');
    },
    420_000,
  );
});

import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type Language } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server tests' product page, served from 127.0.0.1 (allowed to the page reader through FETCH_ALLOW_HOSTS).
import { startShop, type LocalShop } from '../../server/src/test/local-shop';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { closeContextsAfterEachTest, E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

/**
 * The public pages of spec §2: waitlist, public URL-to-video, terms, privacy and book a demo, in
 * their three languages, against the real server with a local shop and a local booking service.
 */

const LANGUAGES = [
  { language: 'en', prefix: '', t: en },
  { language: 'es', prefix: '/es', t: es },
  { language: 'pt-BR', prefix: '/ptbr', t: ptBR },
] as const satisfies readonly { language: Language; prefix: string; t: typeof en }[];

/** A scheduling service of our own: its page, and a widget script that counts its loads. */
async function startBookingService(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/intro') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Intro</title><h1>Pick a time for your introduction</h1>');
    else if (request.url === '/widget.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end('window.bookingWidgetLoads = (window.bookingWidgetLoads || 0) + 1;');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let shop: LocalShop;
let booking: Awaited<ReturnType<typeof startBookingService>>;
let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [shop, booking, browser] = await Promise.all([startShop(), startBookingService(), launchBrowser()]);
  platform = await startPlatform({
    env: { FETCH_ALLOW_HOSTS: shop.host, BOOKING_URL: `${booking.origin}/intro`, BOOKING_SCRIPT_URL: `${booking.origin}/widget.js`, FORM_RATE_LIMIT_PER_MINUTE: '100' },
  });
});
closeContextsAfterEachTest(contexts);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  // Keep-alive connections from the closed browser and server would hold both open.
  shop?.server.closeAllConnections();
  await shop?.close();
  booking?.server.closeAllConnections();
  await new Promise((resolve) => booking?.server.close(resolve));
});

const url = (path: string) => `${platform.baseUrl}${path}`;
async function newPage(options: { analytics?: boolean } = {}): Promise<Page> {
  const context = await newVisitorContext(browser);
  if (options.analytics) await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: true, marketing: false })));
  contexts.push(context);
  return context.newPage();
}
const heading = (page: Page, name: string, timeout = 15_000) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout });
/** The pages are prerendered: wait until the script has taken over (the theme switch shows its choice) before using them. */
const hydrated = (page: Page) => page.locator('header button[aria-pressed="true"]').first().waitFor({ state: 'attached', timeout: 15_000 });

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Nothing wider than a 320 px screen: no sideways scrolling. */
async function expectNoOverflowAt320(page: Page) {
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

/** test-output/e2e/public-<name>-<width>.png at phone and desktop width, for people to look at. */
async function photograph(page: Page, name: string) {
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    // From the top: scrolled, the sticky header would be drawn across the middle of a full-page picture.
    await page.evaluate(() => new Promise((resolve) => {
      window.scrollTo(0, 0);
      requestAnimationFrame(resolve);
    }));
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}public-${name}-${width}.png`, fullPage: true });
  }
}

describe('every public page in every language', () => {
  const PAGES = [
    { path: '/waitlist', title: (t: typeof en) => t.pages.waitlist.title },
    { path: '/url-to-video-public', title: (t: typeof en) => t.urlToVideo.heading },
    { path: '/terms', title: (t: typeof en) => t.pages.terms.title },
    { path: '/privacy', title: (t: typeof en) => t.pages.privacy.title },
    { path: '/book-demo', title: (t: typeof en) => t.bookDemo.title },
  ];

  // Each of these pages is also checked for accessibility and width, and photographed, by the
  // sweep of every prerendered page (prerender.e2e); here they are seen with this server's booking
  // service, so Book a demo is checked and photographed again with its widget.
  it.each(LANGUAGES)('in $language: is taken over without errors in its language; Book a demo with its widget is accessible, fits 320 px and is photographed', async ({ language, prefix, t }) => {
    const page = await newPage();
    // A prerendered page whose first browser render differs from its HTML logs a hydration error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The signed-out visitor's GET /api/me answers 401, which the browser logs.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    for (const { path, title } of PAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url(`${prefix}${path}`));
      await heading(page, title(t));
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      if (path !== '/book-demo') continue;
      await page.frameLocator('iframe').getByRole('heading', { name: 'Pick a time for your introduction' }).waitFor();
      await expectAccessible(page);
      await expectNoOverflowAt320(page);
      await photograph(page, `${path.slice(1)}-${language}`);
    }
    expect(errors).toEqual([]);
  });

  it('is taken over without a hydration error on a slow phone, where the session and settings answer before the page is taken over', async () => {
    // React takes over the frame first and the page inside it later; with the processor ten times
    // slower, the frame's reads (GET /api/me, /api/site-config) answer in between. Drawn with their
    // answers, Book a demo (the widget) and Contact (the form) would not match their HTML.
    const page = await newPage();
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 10 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/book-demo'));
    await page.frameLocator('iframe').getByRole('heading', { name: 'Pick a time for your introduction' }).waitFor({ timeout: 60_000 });
    await page.goto(url('/contact'));
    await page.getByRole('button', { name: en.contact.form.send, exact: true }).waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    // About 12 s alone, 31 s beside another browser file; a page waits up to 20 s to be taken over.
  }, 180_000);

  it('is accessible in the dark theme too', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    for (const { path, title } of PAGES) {
      await page.goto(url(path));
      await heading(page, title(en));
      if (path === '/book-demo') await page.frameLocator('iframe').getByRole('heading', { name: 'Pick a time for your introduction' }).waitFor();
      await expectAccessible(page);
    }
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}public-book-demo-en-dark-1280.png`, fullPage: true });
  });
});

describe('waitlist', () => {
  it('joins once, shows Joining... and the thank-you card, then refuses the same e-mail in English and Spanish', async () => {
    const page = await newPage();
    const email = `waitlist-${randomUUID()}@example.com`;
    await page.goto(url('/waitlist'));
    await heading(page, en.pages.waitlist.title);
    await hydrated(page);
    await page.getByText(en.waitlist.promise.replace('{{places}}', '100')).waitFor();

    // The e-mail is required, in the spec's words, before anything is sent.
    const submit = page.getByRole('button', { name: en.waitlist.form.submit, exact: true });
    await submit.click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.en.errors.EMAIL_REQUIRED }).waitFor();

    await page.getByLabel(en.waitlist.form.name).fill('Ana Waitlist');
    await page.getByLabel(en.waitlist.form.email).fill(email);
    await page.getByLabel(en.waitlist.form.company).fill('Tienda Ana');
    // Held on its way, the request shows the submitting state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/waitlist', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const joining = page.getByRole('button', { name: en.waitlist.form.submitting, exact: true });
    await joining.waitFor();
    expect(await joining.isDisabled()).toBe(true);
    release();

    await page.getByRole('heading', { level: 2, name: en.waitlist.thanks.title }).waitFor();
    await page.getByRole('status').filter({ hasText: MESSAGES.en.waitlist.success }).waitFor();
    await expectAccessible(page);
    await photograph(page, 'waitlist-thanks-en');
    await page.getByRole('link', { name: en.waitlist.thanks.home }).click();
    await page.waitForURL(url('/'));
    await page.unroute('**/api/waitlist');

    for (const { prefix, t, language } of [LANGUAGES[0], LANGUAGES[1]]) {
      await page.goto(url(`${prefix}/waitlist`));
      await hydrated(page);
      await page.getByLabel(t.waitlist.form.email).fill(email.toUpperCase());
      await page.getByRole('button', { name: t.waitlist.form.submit, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES[language].errors.WAITLIST_DUPLICATE }).waitFor();
      expect(await page.getByLabel(t.waitlist.form.email).getAttribute('aria-invalid')).toBe('true');
    }
  });
});

describe('public URL-to-video', () => {
  it('asks a visitor to sign in, keeping the address for the way back', async () => {
    const page = await newPage();
    await page.goto(url('/es/url-to-video-public'));
    await heading(page, es.urlToVideo.heading);
    await hydrated(page);
    const field = page.getByLabel(es.urlToVideo.form.label, { exact: true });
    await field.fill('not a page');
    await page.getByRole('button', { name: es.urlToVideo.form.submit }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.es.errors.INVALID_URL }).first().waitFor();

    const productUrl = `${shop.origin}/p/aurora`;
    await field.fill(productUrl);
    await page.getByRole('button', { name: es.urlToVideo.form.submit }).click();
    const notice = page.getByRole('alert').filter({ hasText: es.urlToVideo.login.title });
    await notice.waitFor();
    const next = `/es/url-to-video-public?url=${encodeURIComponent(productUrl)}`;
    expect(await notice.getByRole('link', { name: es.urlToVideo.login.signIn }).getAttribute('href')).toBe(`/es/login?next=${encodeURIComponent(next)}`);
    await expectAccessible(page);
    await photograph(page, 'url-to-video-login-required-es');

    // Back from the login page, the address is there again.
    await page.goto(url(next));
    await hydrated(page);
    expect(await page.getByLabel(es.urlToVideo.form.label, { exact: true }).inputValue()).toBe(productUrl);
  });

  it(
    'makes a video from a product page for a signed-in user: it plays, takes feedback, and the next one needs credits',
    async () => {
      const page = await newPage();
      await page.goto(url('/'));
      const person = { name: 'Paula Public', email: `public-${randomUUID()}@example.com`, password: 'public-pass-1' };
      const status = await page.evaluate(
        async (body) => (await fetch('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
        person,
      );
      expect(status).toBe(200);

      const productUrl = `${shop.origin}/p/aurora`;
      // Only the signed-in form looks for a running generation; its button waits for the answer.
      const signedInFormReady = page.waitForResponse((response) => response.url().endsWith('/api/jobs/active'));
      await page.goto(url('/url-to-video-public'));
      await heading(page, en.urlToVideo.heading);
      await hydrated(page);
      await signedInFormReady;
      await page.getByLabel(en.urlToVideo.form.label, { exact: true }).fill(productUrl);
      const created = page.waitForResponse((response) => response.url().endsWith('/api/videos/from-url'));
      await page.getByRole('button', { name: en.urlToVideo.form.submit }).click();
      const creation = await created;
      expect(creation.status(), await creation.text()).toBe(202);
      await page.getByRole('button', { name: en.urlToVideo.form.generating }).waitFor();
      await page.getByRole('progressbar').waitFor();

      // The video plays with the overlay button.
      await page.getByRole('heading', { level: 2, name: en.urlToVideo.result.title }).waitFor({ timeout: 150_000 });
      expect(await page.getByRole('link', { name: productUrl }).getAttribute('href')).toBe(productUrl);
      await page.getByRole('button', { name: en.player.play }).click();
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0, null, { timeout: 20_000 });
      await page.getByRole('button', { name: en.player.pause }).click({ force: true });
      await expectAccessible(page);

      // Feedback: nothing to send while blank; sent trimmed; stored (201) with the product page.
      const send = page.getByRole('button', { name: en.urlToVideo.feedback.send });
      const comment = page.getByLabel(en.urlToVideo.feedback.label, { exact: true });
      await comment.fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await comment.fill('  Lovely voice, but show the price sooner.  ');
      const stored = page.waitForResponse((response) => response.url().endsWith('/api/feedback/url-to-video'));
      await send.click();
      const response = await stored;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toEqual({ url: productUrl, feedback_text: 'Lovely voice, but show the price sooner.' });
      await page.getByRole('status').filter({ hasText: MESSAGES.en.feedback.success }).waitFor();
      await photograph(page, 'url-to-video-generated-en');

      // Create new: the form again, empty; the free credit is spent, so the next one says so.
      await page.getByRole('button', { name: en.urlToVideo.result.createNew }).click();
      const field = page.getByLabel(en.urlToVideo.form.label, { exact: true });
      expect(await field.inputValue()).toBe('');
      await field.fill(productUrl);
      await page.getByRole('button', { name: en.urlToVideo.form.submit }).click();
      const notice = page.getByRole('alert').filter({ hasText: en.urlToVideo.credits.title });
      await notice.waitFor();
      expect(await notice.getByRole('link', { name: en.urlToVideo.credits.buy }).getAttribute('href')).toBe('/credits');
      await expectAccessible(page);
    },
    180_000,
  );
});

describe('terms and privacy', () => {
  it.each([
    { path: '/terms', language: 'en', prefix: '', t: en, date: 'January 28, 2025' },
    { path: '/terms', language: 'es', prefix: '/es', t: es, date: '28 de enero de 2025' },
    { path: '/privacy', language: 'en', prefix: '', t: en, date: 'October 10, 2025' },
    { path: '/privacy', language: 'pt-BR', prefix: '/ptbr', t: ptBR, date: '10 de outubro de 2025' },
  ])('$path in $language is dated $date, links the support address, and goes home when opened directly', async ({ path, prefix, t, date }) => {
    const page = await newPage();
    await page.goto(url(`${prefix}${path}`));
    await heading(page, path === '/terms' ? t.pages.terms.title : t.pages.privacy.title);
    await hydrated(page);
    expect(await page.locator('main time').first().innerText()).toBe(date);
    expect(await page.locator('main a[href^="mailto:"]').first().getAttribute('href')).toBe('mailto:support@reelsmith.example');
    // Spec §2: Google-provided data goes within 30 days of the account's deletion.
    if (path === '/privacy') expect(await page.locator('main').innerText()).toContain(t.legal.privacy.sections.google.paragraphs[1]);
    await page.getByRole('button', { name: t.legal.back }).click();
    await page.waitForURL(url(prefix || '/'));
  });

  it('goes back to the page the footer link was clicked on', async () => {
    const page = await newPage();
    await page.goto(url('/es/blog'));
    await heading(page, es.blog.title);
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: es.footer.privacy }).click();
    await heading(page, es.pages.privacy.title);
    await page.getByRole('button', { name: es.legal.back }).click();
    await page.waitForURL(url('/es/blog'));
    // A reload keeps the entry and its origin: back still leads to the blog.
    await page.getByRole('contentinfo').getByRole('link', { name: es.footer.terms }).click();
    await heading(page, es.pages.terms.title);
    await page.reload();
    await heading(page, es.pages.terms.title);
    await hydrated(page);
    await page.getByRole('button', { name: es.legal.back }).click();
    await page.waitForURL(url('/es/blog'));
  });
});

describe('book a demo', () => {
  it('embeds the configured scheduling page, loads its script while open, and reports the visit and the click that led to it', async () => {
    const page = await newPage({ analytics: true });
    const events: { name: string; properties: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/events')) events.push(request.postDataJSON() as (typeof events)[number]);
    });
    await page.goto(url('/ptbr'));
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: ptBR.home.bookDemo }).click();
    await heading(page, ptBR.bookDemo.title);
    await expect.poll(() => events.find((event) => event.name === 'booking_click')?.properties).toEqual({ button_location: 'home_hero', button_text: ptBR.home.bookDemo, page_path: '/ptbr' });
    await hydrated(page);
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toBe(`${booking.origin}/intro`);
    expect(await frame.getAttribute('title')).toBe(ptBR.bookDemo.widget.frameTitle);
    await page.frameLocator('iframe').getByRole('heading', { name: 'Pick a time for your introduction' }).waitFor();
    const box = await page.locator('[data-booking-widget]').evaluate((element) => ({ height: element.getBoundingClientRect().height, minWidth: getComputedStyle(element).minWidth }));
    expect(box).toEqual({ height: 700, minWidth: '320px' });
    await page.waitForFunction(() => (window as unknown as { bookingWidgetLoads?: number }).bookingWidgetLoads === 1);
    expect(await page.locator(`script[src="${booking.origin}/widget.js"]`).count()).toBe(1);
    await page.waitForTimeout(300);

    // Leaving the page removes the script and reports the time spent.
    await page.getByRole('contentinfo').getByRole('link', { name: ptBR.footer.contact }).click();
    await heading(page, ptBR.pages.contact.title);
    expect(await page.locator(`script[src="${booking.origin}/widget.js"]`).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => events.map((event) => event.name)).toContain('section_view');
    expect(events.find((event) => event.name === 'funnel_step')?.properties).toEqual({ funnel_name: 'demo_booking', step_name: 'viewed_booking_page', step_number: 2 });
    const left = events.find((event) => event.name === 'section_view')?.properties;
    expect(left).toMatchObject({ section_name: 'book_demo_page', page_path: '/ptbr/book-demo' });
    expect(left?.time_spent).toBeGreaterThanOrEqual(300);
  });

  it('offers the contact form when no booking service is configured', async () => {
    const page = await newPage();
    await page.route('**/api/site-config', (route) => route.fulfill({ json: { booking: null, ga_measurement_id: null } }));
    await page.goto(url('/book-demo'));
    await heading(page, en.bookDemo.title);
    await page.getByRole('form', { name: en.contact.form.label }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await expectAccessible(page);
    await expectNoOverflowAt320(page);
    await photograph(page, 'book-demo-contact-en');
  });
});

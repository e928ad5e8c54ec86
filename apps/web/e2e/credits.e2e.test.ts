import { MESSAGES, type Language } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// A shop on 127.0.0.1 that the server may read (FETCH_ALLOW_HOSTS): one real generation for My videos.
import { startShop, type LocalShop } from '../../server/src/test/local-shop';
// A local stand-in for Stripe's API, and webhooks signed as Stripe signs them.
import { checkoutSessionEvent, startFakeStripeApi, stripeSignature, type FakeStripeApi } from '../../server/src/test/fake-stripe-api';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { screenshotLooks, seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

const CATALOGS = { en, es, 'pt-BR': ptBR } as const;
const PREFIXES = { en: '', es: '/es', 'pt-BR': '/ptbr' } as const;
const VIDEO_TITLE = 'Aurora desk lamp';
/** A card expiry three years ahead, so the test never ages into a refusal. */
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let shop: LocalShop;
let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;
/** Signs up first and starts one generation with the free credit; its render runs while the other tests do. */
let maker: { context: BrowserContext; page: Page };
/** Signs up when an anonymous buyer is sent to the login page, then buys. */
let buyer: { context: BrowserContext; page: Page } | undefined;

const newPage = async () => {
  const context = await newVisitorContext(browser);
  return { context, page: await context.newPage() };
};
const url = (path: string) => `${platform.baseUrl}${path}`;
const expectHeading = async (page: Page, text: string) => {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: 10_000 });
};
/** Calls our API from inside the page, as the app does (same origin, session cookie). */
const callApi = (page: Page, path: string, init: { method?: string; body?: unknown } = {}) =>
  page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, { method: method ?? (body ? 'POST' : 'GET'), headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : null });
      return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
    },
    { path, method: init.method, body: init.body },
  );
const signUp = async (page: Page, name: string) => {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const answer = await callApi(page, '/api/auth/sign-up/email', { body: { email, password: 'secret-pass', name } });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
};
const expectNoSeriousViolations = async (page: Page) => {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
};

beforeAll(async () => {
  shop = await startShop();
  [platform, browser] = await Promise.all([startPlatform({ env: { FETCH_ALLOW_HOSTS: shop.host } }), launchBrowser()]);
  maker = await newPage();
  await maker.page.goto(url('/credits'));
  await signUp(maker.page, 'Maker');
  const started = await callApi(maker.page, '/api/videos/from-url', { body: { product_url: `${shop.origin}/p/aurora`, video_title: VIDEO_TITLE, format: '16:9' } });
  expect(started.status, JSON.stringify(started.json)).toBe(202);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await shop?.close();
});

describe('My videos while a video is being made', () => {
  it('shows the running generation with its status and progress', async () => {
    await maker.page.goto(url('/videos'));
    await expectHeading(maker.page, en.pages.videos.title);
    const generations = maker.page.getByRole('list', { name: en.videos.generationsLabel });
    const row = generations.getByRole('listitem', { name: VIDEO_TITLE });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toMatch(new RegExp(`${en.videos.status.pending}|${en.videos.status.processing}`));
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toMatch(/^\d+$/);
    await expectNoSeriousViolations(maker.page);
    await maker.page.screenshot({ path: `${E2E_OUTPUT_DIR}videos-generating-en-1280.png`, fullPage: true });
  });
});

describe('the credits page, anonymous', () => {
  it('shows the three packs in dollars on /credits, Best Value on Premium', async () => {
    const { context, page } = await newPage();
    const response = await page.goto(url('/credits'));
    expect(response?.status()).toBe(200);
    await expectHeading(page, en.pages.credits.title);
    const pack = (name: string) => page.getByRole('article', { name });
    await pack('Premium').waitFor();
    expect(await pack('Basic').innerText()).toMatch(/\$9\b[\s\S]*10 AI videos|10 AI videos[\s\S]*\$9\b/);
    expect(await pack('Standard').innerText()).toContain('$39');
    expect(await pack('Premium').innerText()).toContain('$99');
    expect(await pack('Premium').getByText(en.credits.bestValue).isVisible()).toBe(true);
    expect(await pack('Basic').getByText(en.credits.bestValue).count()).toBe(0);
    expect(await pack('Premium').innerText()).toContain(en.credits.features.liveSupport);
    await expectNoSeriousViolations(page);
    await screenshotLooks(page, 'credits-en');
    await context.close();
  });

  it('prices the packs in reais on /ptbr/credits', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/ptbr/credits'));
    await expectHeading(page, ptBR.pages.credits.title);
    const text = (name: string) => page.getByRole('article', { name }).innerText();
    expect(await text('Basic')).toMatch(/R\$\s49\b/);
    expect(await text('Standard')).toMatch(/R\$\s199\b/);
    expect(await text('Premium')).toMatch(/R\$\s499\b/);
    expect(await page.getByRole('article', { name: 'Premium' }).getByText(ptBR.credits.bestValue).isVisible()).toBe(true);
    expect(await text('Basic')).not.toContain('$9');
    await screenshotLooks(page, 'credits-ptbr');
    await context.close();
  });

  it('sends a visitor who buys to the login page, and back to that checkout once signed in', async () => {
    buyer = await newPage();
    const { page } = buyer;
    await page.goto(url('/credits'));
    await page.getByRole('button', { name: en.credits.buy.replace('{{name}}', 'Basic') }).click();
    await page.waitForURL((address) => address.pathname === '/login');
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe('/checkout?plan=basic');

    await signUp(page, 'Buyer');
    await page.goto(url(next ?? ''));
    await expectHeading(page, en.pages.checkout.title);
    expect(await page.getByRole('region', { name: en.checkout.summaryTitle }).innerText()).toContain(en.checkout.pack.replace('{{name}}', 'Basic'));
  });

  it('sends an anonymous visitor of My videos or the checkout to the login page', async () => {
    const { context, page } = await newPage();
    await page.goto(url('/es/videos'));
    await page.waitForURL((address) => address.pathname === '/es/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/es/videos');
    await context.close();
  });
});

describe('the checkout, signed in (test-mode payments)', () => {
  const fillCard = async (page: Page, card: { name: string; number: string; expiry: string; cvc: string }, language: Language = 'en') => {
    const labels = CATALOGS[language].checkout;
    await page.getByLabel(labels.nameOnCard).fill(card.name);
    await page.getByLabel(labels.cardNumber).fill(card.number);
    await page.getByLabel(labels.expiry).fill(card.expiry);
    await page.getByLabel(labels.cvc).fill(card.cvc);
  };
  /** The form's Pay button, checked to name the pack's price as the language writes it. */
  const payButton = async (page: Page, language: Language, price: string) => {
    const button = page.locator('form button[type="submit"]');
    const plain = (text: string) => text.replace(/\s+/g, ' ');
    expect(plain(await button.innerText())).toBe(CATALOGS[language].checkout.pay.replace('{{price}}', price));
    return button;
  };

  it.each([
    ['en', '$9'],
    ['es', '9 US$'],
    ['pt-BR', 'R$ 49'],
  ] as const)('checks the card form in %s with the server’s messages', async (language, price) => {
    const page = buyer!.page;
    await page.goto(url(`${PREFIXES[language]}/checkout?plan=basic`));
    await expectHeading(page, CATALOGS[language].pages.checkout.title);
    const errors = MESSAGES[language].errors;
    const pay = await payButton(page, language, price);
    await pay.click();
    for (const message of [errors.CARD_NAME_REQUIRED, errors.CARD_NUMBER_INVALID, errors.CARD_EXPIRY_INVALID, errors.CARD_CVC_INVALID]) {
      await page.getByText(message, { exact: true }).waitFor({ timeout: 5_000 });
    }
    expect(await page.getByLabel(CATALOGS[language].checkout.cardNumber).getAttribute('aria-invalid')).toBe('true');

    await fillCard(page, { name: 'Ana Souza', number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }, language);
    await pay.click();
    await page.getByText(errors.CARD_NUMBER_INVALID, { exact: true }).waitFor();
    expect(await page.getByText(errors.CARD_NAME_REQUIRED, { exact: true }).count()).toBe(0);
    expect(await page.getByText(errors.CARD_EXPIRY_INVALID, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(errors.CARD_CVC_INVALID, { exact: true }).isVisible()).toBe(true);
    // Typed digits are grouped as on the card, and the expiry gets its slash.
    await page.getByLabel(CATALOGS[language].checkout.cardNumber).fill('4242424242424242');
    expect(await page.getByLabel(CATALOGS[language].checkout.cardNumber).inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel(CATALOGS[language].checkout.expiry).fill('1299');
    expect(await page.getByLabel(CATALOGS[language].checkout.expiry).inputValue()).toBe('12/99');
    if (language === 'en') await page.screenshot({ path: `${E2E_OUTPUT_DIR}checkout-errors-en-1280.png`, fullPage: true });
  });

  it('shows the server’s clear message, in the page’s language, when the card is declined', async () => {
    const page = buyer!.page;
    await page.goto(url('/es/checkout?plan=basic'));
    await expectHeading(page, es.pages.checkout.title);
    await fillCard(page, { name: 'Ana Souza', number: '4000 0000 0000 0002', expiry: FUTURE_EXPIRY, cvc: '123' }, 'es');
    await (await payButton(page, 'es', '9 US$')).click();
    const alert = page.getByRole('alert').filter({ hasText: MESSAGES.es.errors.CARD_DECLINED });
    await alert.waitFor({ timeout: 10_000 });
    expect((await callApi(page, '/api/me')).json?.credits).toBe(1);
  });

  it('buys Basic with 4242…, once even when Pay is double-clicked, and shows the new balance', async () => {
    const page = buyer!.page;
    await page.goto(url('/checkout?plan=basic'));
    await expectHeading(page, en.pages.checkout.title);
    await expectNoSeriousViolations(page);
    await screenshotLooks(page, 'checkout-en');
    await fillCard(page, { name: 'Ana Souza', number: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' });
    await (await payButton(page, 'en', '$9')).dblclick();
    await page.waitForURL((address) => address.pathname === '/checkout/success');
    await expectHeading(page, en.pages.checkoutSuccess.title);
    const status = page.getByRole('status').filter({ hasText: en.checkout.success.added.replace('{{count}}', '10') });
    await status.waitFor();
    expect(await page.getByText(en.checkout.success.balance.replace('{{count}}', '11'), { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: en.checkout.success.backToDashboard }).getAttribute('href')).toBe('/dashboard');
    expect((await callApi(page, '/api/me')).json?.credits).toBe(11);
    await expectNoSeriousViolations(page);
    await screenshotLooks(page, 'checkout-success');
    // After the reload the page still shows the balance, read from the account.
    expect(await page.getByText(en.checkout.success.balance.replace('{{count}}', '11'), { exact: true }).isVisible()).toBe(true);
  });

  it('shows the packs to a signed-in buyer with their balance, and records the click on the way to checkout', async () => {
    const page = buyer!.page;
    await page.goto(url('/ptbr/credits'));
    await page.getByText(ptBR.credits.balance.replace('{{count}}', '11'), { exact: true }).waitFor();
    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/credit-button-clicks'));
    await page.getByRole('button', { name: ptBR.credits.buy.replace('{{name}}', 'Premium') }).click();
    expect((await recorded).status()).toBe(201);
    await page.waitForURL((address) => address.pathname === '/ptbr/checkout' && address.search === '?plan=premium');
    await expectHeading(page, ptBR.pages.checkout.title);
  });
});

describe('My videos', () => {
  it('shows the empty state with a way to create the first video', async () => {
    const page = buyer!.page;
    await page.goto(url('/videos'));
    await page.getByRole('heading', { name: en.videos.empty.title }).waitFor();
    expect(await page.getByRole('link', { name: en.videos.empty.create }).getAttribute('href')).toBe('/create');
    await expectNoSeriousViolations(page);
    await screenshotLooks(page, 'videos-empty');
  });

  it('lists the finished video, searches, downloads and deletes it', async () => {
    const { page } = maker;
    await page.goto(url('/videos'));
    const list = page.getByRole('list', { name: en.pages.videos.title });
    const row = list.getByRole('listitem', { name: VIDEO_TITLE });
    // The render started when the run did; the list refreshes itself when it ends.
    await row.getByText(en.videos.status.completed).waitFor({ timeout: 150_000 });
    expect(await page.getByText('Showing 1 of 1 video', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Page 1 of 1', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: `View ${VIDEO_TITLE}` }).getAttribute('href')).toMatch(/^\/videos\/[0-9a-f-]{36}$/);
    await expectNoSeriousViolations(page);
    await screenshotLooks(page, 'videos-list');

    const search = page.getByRole('searchbox', { name: en.videos.searchLabel });
    await search.fill('zzz');
    await page.getByText(en.videos.noMatches.replace('{{query}}', 'zzz')).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzz');
    await page.getByRole('button', { name: en.videos.clearSearch }).click();
    await row.waitFor();
    expect(await search.inputValue()).toBe('');
    await search.fill('aurora');
    await page.waitForURL((address) => address.searchParams.get('q') === 'aurora');
    await row.waitFor();

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${VIDEO_TITLE}` }).click();
    expect((await download).suggestedFilename()).toBe(`${VIDEO_TITLE}.mp4`);

    // Deleting asks first; cancelling keeps the video.
    await row.getByRole('button', { name: `Delete ${VIDEO_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: en.videos.confirmDelete.title_one });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: en.videos.confirmDelete.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.isVisible()).toBe(true);

    // Ticked, then deleted with the bulk action.
    await row.getByRole('checkbox', { name: `Select ${VIDEO_TITLE}` }).check();
    await page.getByRole('button', { name: en.videos.deleteSelected.replace('{{count}}', '1') }).click();
    await dialog.waitFor();
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}videos-delete-dialog-en-1280.png` });
    await dialog.getByRole('button', { name: en.videos.confirmDelete.confirm }).click();
    await page.getByText(en.videos.deleted_one).waitFor();
    await page.getByText(en.videos.noMatches.replace('{{query}}', 'aurora')).waitFor();
    expect((await callApi(page, '/api/videos')).json?.total).toBe(0);
    await page.getByRole('button', { name: en.videos.clearSearch }).click();
    await page.getByRole('heading', { name: en.videos.empty.title }).waitFor();
  }, 240_000);
});

describe('the checkout through Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_reelsmith_e2e';
  let stripeApi: FakeStripeApi;
  let stripePlatform: Awaited<ReturnType<typeof startPlatform>>;

  beforeAll(async () => {
    stripeApi = await startFakeStripeApi();
    // The SDK may be sent to a stand-in only outside production.
    stripePlatform = await startPlatform({
      env: { NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_reelsmith_e2e', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: stripeApi.baseUrl },
    });
  });
  afterAll(async () => {
    await stripePlatform?.stop();
    await stripeApi?.close();
  });

  it('sends the buyer to Stripe, then waits on the success page until the webhook brings the credits', async () => {
    const { context, page } = await newPage();
    await context.route('https://checkout.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe Checkout</h1>' }));
    await page.goto(`${stripePlatform.baseUrl}/ptbr/credits`);
    await signUp(page, 'Stripe');
    await page.goto(`${stripePlatform.baseUrl}/ptbr/checkout?plan=basic`);
    await expectHeading(page, ptBR.pages.checkout.title);
    expect(await page.locator('form').count()).toBe(0);
    await page.getByRole('button', { name: ptBR.checkout.continueToPayment }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const session = stripeApi.sessions.at(-1)!;
    expect(session.form).toMatchObject({ 'line_items[0][price_data][currency]': 'brl', 'line_items[0][price_data][unit_amount]': '4900', 'metadata[plan_id]': 'basic' });

    // Back from Stripe before its webhook: the page says the credits are on their way.
    await page.goto(`${stripePlatform.baseUrl}/ptbr/checkout/success?session_id=${session.id}`);
    await expectHeading(page, ptBR.pages.checkoutSuccess.title);
    await page.getByText(ptBR.checkout.success.waiting).waitFor();
    const payload = checkoutSessionEvent(session);
    const delivered = await fetch(`${stripePlatform.baseUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET) },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    await page.getByText(ptBR.checkout.success.balance.replace('{{count}}', '11'), { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText(ptBR.checkout.success.waiting).count()).toBe(0);
    await context.close();
  });
});

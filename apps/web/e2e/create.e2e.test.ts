import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@reelsmith/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import { seriousAccessibilityViolations } from './support/page-checks';
import { useShopPlatform } from './support/shop-platform';

const PHOTO = readFileSync(fileURLToPath(new URL('../../../packages/engine/assets/examples/aurora-lamp/aurora-hero.jpg', import.meta.url)));
const shared = MESSAGES.en.errors;

const world = useShopPlatform({ slowMs: 200 });
const url = (path: string) => world.url(path);
const OUTPUT = fileURLToPath(new URL('../../../test-output/e2e/', import.meta.url));

/** A screenshot of the page as it is now (state that a reload would lose), at desktop and phone width. */
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${OUTPUT}${name}-light-1280.png`, fullPage });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${OUTPUT}${name}-light-375.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const newPage = () => world.newPage();

type Person = { name: string; email: string; password: string };
const newPerson = (name: string): Person => ({ name, email: `e2e-${randomUUID()}@example.com`, password: 'create-pass-1' });

/** Signs up or in through the page's own fetch, so the browser keeps the session cookie. */
async function authenticate(page: Page, person: Person, how: 'sign-up' | 'sign-in'): Promise<void> {
  if (!page.url().startsWith(world.platform.baseUrl)) await page.goto(url('/'));
  const status = await page.evaluate(
    async ({ path, body }) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { path: how === 'sign-up' ? '/api/auth/sign-up/email' : '/api/auth/sign-in/email', body: how === 'sign-up' ? person : { email: person.email, password: person.password } },
  );
  expect(status).toBe(200);
}

const heading = (page: Page, name: string, timeout = 15_000) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

async function startFromUrl(page: Page, productUrl: string, options: { title?: string; format?: string } = {}) {
  await page.getByLabel(en.create.url.label, { exact: true }).fill(productUrl);
  if (options.title) await page.getByLabel(`${en.create.title.label} ${en.create.optional}`, { exact: true }).fill(options.title);
  if (options.format) await page.getByRole('radio', { name: new RegExp(`^${options.format.replace(/[:]/g, '\\$&')}`) }).check();
  await page.getByRole('button', { name: en.create.submit, exact: true }).click();
}

describe('create video', () => {
  it('sends a visitor who is not signed in to the login page, and back afterwards', async () => {
    const page = await newPage();
    await page.goto(url('/es/create'));
    await page.waitForURL((address) => address.pathname === '/es/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/es/create');
  });

  it('checks the manual entry as spec §5 says, in Spanish, before anything is sent', async () => {
    const page = await newPage();
    await authenticate(page, newPerson('Sofía Manual'), 'sign-up');
    await page.goto(url('/es/create'));
    await heading(page, es.pages.create.title);
    const sent: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/videos/') && sent.push(request.url())));

    await page.getByRole('tab', { name: es.create.tabs.manual }).click();
    await page.getByRole('button', { name: es.create.submit, exact: true }).click();
    const alerts = page.locator('main [role="alert"]');
    await alerts.filter({ hasText: MESSAGES.es.errors.DESCRIPTION_REQUIRED }).waitFor();
    await alerts.filter({ hasText: MESSAGES.es.errors.IMAGES_REQUIRED }).waitFor();

    const description = page.getByLabel(es.create.description.label, { exact: true });
    await description.fill('   Lámpara bonita  ');
    await page.getByRole('button', { name: es.create.submit, exact: true }).click();
    await alerts.filter({ hasText: MESSAGES.es.errors.DESCRIPTION_TOO_SHORT }).waitFor();

    const images = page.getByLabel(es.create.images.label, { exact: true });
    await images.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await alerts.filter({ hasText: MESSAGES.es.errors.IMAGE_TYPE_INVALID }).waitFor();
    const photos = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `lamp-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: PHOTO }));
    await images.setInputFiles(photos(6));
    await alerts.filter({ hasText: MESSAGES.es.errors.TOO_MANY_IMAGES }).waitFor();
    await images.setInputFiles(photos(2));
    const chosen = page.getByRole('list', { name: es.create.images.chosen }).getByRole('listitem');
    expect(await chosen.count()).toBe(2);
    expect(await chosen.first().getByRole('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: es.create.images.remove.replace('{{number}}', '1').replace('{{name}}', 'lamp-1.jpg') }).click();
    expect(await chosen.count()).toBe(1);
    expect(await alerts.filter({ hasText: MESSAGES.es.errors.IMAGES_REQUIRED }).count()).toBe(0);
    await page.getByRole('button', { name: es.create.submit, exact: true }).click();
    await alerts.filter({ hasText: MESSAGES.es.errors.DESCRIPTION_TOO_SHORT }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'create-manual-es');
    expect(sent).toEqual([]);
  });

  it('offers the manual entry when the page has no product; a second tab is told of the running job and can cancel it', async () => {
    const person = newPerson('Nina Fallback');
    const page = await newPage();
    await authenticate(page, person, 'sign-up');
    await page.goto(url('/create'));
    await heading(page, en.pages.create.title);
    await startFromUrl(page, `${world.shop.origin}/slow/nothing-to-buy`);
    await page.getByText(en.generation.failures.product_not_found.title).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('alert').filter({ hasText: en.generation.failures.product_not_found.text }).isVisible()).toBe(true);
    await page.getByRole('button', { name: en.generation.failures.switchToManual }).click();
    await toast(page, en.generation.failures.switched).waitFor();
    expect(await page.getByRole('tab', { name: en.create.tabs.manual }).getAttribute('aria-selected')).toBe('true');
    // The failed generation gave its credit back.
    await page.getByText(en.create.credits.replace('{{credits}}', '1')).waitFor();

    // With credits to spare (the test-mode card), the server's 409 is what stops a second generation.
    const bought = await page.evaluate(async () => {
      const body = { plan_id: 'basic', name_on_card: 'Nina Fallback', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
      return (await fetch('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
    });
    expect(bought).toBe(200);
    const other = await newPage();
    await authenticate(other, person, 'sign-in');
    await other.goto(url('/create'));
    await heading(other, en.pages.create.title);

    await page.reload();
    await heading(page, en.pages.create.title);
    await startFromUrl(page, `${world.shop.origin}/p/aurora`);
    await heading(page, en.generation.progress.heading);
    await startFromUrl(other, `${world.shop.origin}/p/aurora`);
    await toast(other, shared.ACTIVE_JOB_EXISTS).waitFor();
    await heading(other, en.generation.progress.heading);

    // Cancelled in the second tab; the first sees it at its next check.
    await other.getByRole('button', { name: en.generation.progress.cancel }).click();
    await other.getByRole('status').filter({ hasText: en.generation.errors.cancelled }).waitFor();
    await heading(other, en.pages.create.title);
    await page.getByRole('status').filter({ hasText: en.generation.errors.cancelled }).waitFor({ timeout: 10_000 });
    await heading(page, en.pages.create.title);
    await page.getByText(en.create.credits.replace('{{credits}}', '11')).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('reelsmith.generationJob'))).toBeNull();
  }, 120_000);
});

describe('a browser translator that trips the page', () => {
  it('only makes the page draw itself again, never an error page (spec §4)', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await authenticate(page, newPerson('Theo Translate'), 'sign-up');
    await page.goto(url('/create'));
    await heading(page, en.pages.create.title);
    await page.getByRole('tab', { name: en.create.tabs.manual }).click();
    await page.getByLabel(en.create.images.label, { exact: true }).setInputFiles(['a', 'b'].map((name) => ({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: PHOTO })));
    const chosen = page.getByRole('list', { name: en.create.images.chosen }).getByRole('listitem');
    expect(await chosen.count()).toBe(2);

    // What Google Translate does to text it translates: wraps React's nodes in <font> elements.
    await page.evaluate((label) => {
      const item = document.querySelector(`[aria-label="${label}"] li`);
      if (!item?.parentNode) throw new Error('no chosen image');
      const font = document.createElement('font');
      item.parentNode.insertBefore(font, item);
      font.append(item);
    }, en.create.images.chosen);
    // React now removes a node that is no longer where it left it.
    await page.getByRole('button', { name: en.create.images.remove.replace('{{number}}', '1').replace('{{name}}', 'a.jpg') }).click();

    await heading(page, en.pages.create.title);
    await page.getByRole('tab', { name: en.create.tabs.url }).waitFor();
    expect(await page.getByText(en.routeError.title).count()).toBe(0);
    expect(await page.locator('font').count()).toBe(0);
    expect(errors.some((text) => /removeChild/.test(text)), 'the DOM error happened').toBe(true);
  });
});

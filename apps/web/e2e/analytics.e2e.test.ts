import { COOKIE_CONSENT_STORAGE_KEY } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import { launchBrowser, newVisitorContext } from './support/browser';
import { waitForHydration } from './support/page-checks';
import { startPlatform } from './support/server';

const MEASUREMENT_ID = 'G-TEST1234';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform({ env: { GA_MEASUREMENT_ID: MEASUREMENT_ID } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** A visitor whose requests to Google are answered here (nothing leaves the machine) and counted. */
async function visitor(consent: 'undecided' | { analytics: boolean; marketing: boolean }): Promise<{ context: BrowserContext; page: Page; gaRequests: string[] }> {
  const context = await newVisitorContext(browser, {}, 'undecided');
  if (consent !== 'undecided') {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, ...consent })] as const);
  }
  const gaRequests: string[] = [];
  await context.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    gaRequests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.gtagScriptRan = true;' });
  });
  const page = await context.newPage();
  return { context, page, gaRequests };
}

/** The commands queued for gtag.js, as plain arrays. */
const gtagCommands = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

describe('Google Analytics with a measurement id configured', () => {
  it('is not requested before the visitor decides, nor after "necessary only"', async () => {
    const { context, page, gaRequests } = await visitor('undecided');
    await page.goto(`${platform.baseUrl}/`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(gaRequests).toEqual([]);
    await page.getByRole('region', { name: en.consent.banner.label }).getByRole('button', { name: en.consent.banner.necessary }).click();
    await page.getByRole('link', { name: en.nav.blog }).first().click();
    await page.waitForURL(`${platform.baseUrl}/blog`);
    await page.waitForLoadState('networkidle');
    expect(gaRequests).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await context.close();
  });

  it('loads after "accept all" with consent mode granted, and counts each page shown', async () => {
    const { context, page, gaRequests } = await visitor('undecided');
    await page.goto(`${platform.baseUrl}/es`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(gaRequests).toEqual([]);
    await page.getByRole('region', { name: es.consent.banner.label }).getByRole('button', { name: es.consent.banner.acceptAll }).click();
    await expect.poll(() => gaRequests.length).toBe(1);
    expect(gaRequests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
    await expect.poll(() => page.evaluate(() => (window as { gtagScriptRan?: boolean }).gtagScriptRan)).toBe(true);
    const commands = await gtagCommands(page);
    expect(commands[0]).toEqual(['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(commands[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    expect(commands).toContainEqual(['config', MEASUREMENT_ID, { send_page_view: false, anonymize_ip: true }]);
    const pageViews = () => gtagCommands(page).then((all) => all.filter(([kind, name]) => kind === 'event' && name === 'page_view').map(([, , params]) => (params as { page_location: string }).page_location));
    expect(await pageViews()).toEqual([`${platform.baseUrl}/es`]);
    await page.locator('main a[href="/es/contact"]').first().click();
    await page.waitForURL(`${platform.baseUrl}/es/contact`);
    await expect.poll(pageViews).toEqual([`${platform.baseUrl}/es`, `${platform.baseUrl}/es/contact`]);
    await context.close();
  });

  it('loads for a returning visitor who allowed analytics only, and follows a later refusal', async () => {
    const { context, page, gaRequests } = await visitor({ analytics: true, marketing: false });
    await page.goto(`${platform.baseUrl}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => gaRequests.length).toBe(1);
    expect((await gtagCommands(page))[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    await page.getByRole('button', { name: en.consent.settings.open }).click();
    const dialog = page.getByRole('dialog', { name: en.consent.settings.title });
    await dialog.getByRole('switch', { name: en.consent.settings.analytics.title }).uncheck();
    await dialog.getByRole('button', { name: en.consent.settings.save }).click();
    await expect.poll(async () => (await gtagCommands(page)).at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(gaRequests).toHaveLength(1);
    await context.close();
  });
});

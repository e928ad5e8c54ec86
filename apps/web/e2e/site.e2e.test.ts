import { MESSAGES } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { startPlatform } from './support/server';
import { seriousAccessibilityViolations, waitForHydration } from './support/page-checks';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let warnings: string[];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});
beforeEach(async () => {
  context = await newVisitorContext(browser);
  page = await context.newPage();
  warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
});
afterEach(async () => {
  await context?.close();
});

/** Opens a page and waits until it is interactive (a prerendered page is readable before that). */
const open = async (path: string) => {
  const response = await page.goto(`${platform.baseUrl}${path}`);
  if (response?.status() === 200) await waitForHydration(page);
  return response;
};
const heading = () => page.locator('h1').innerText();
/** Waits for the page to show this main heading (navigations render lazily after the address changes). */
const expectHeading = async (text: string) => {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: 10_000 });
  expect(await heading()).toBe(text);
};
/** Home's h1 reads one stable sentence to screen readers while its visible audience word rotates. */
const expectHomeHeading = (text: string) => page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: 10_000 });
const htmlLang = () => page.locator('html').getAttribute('lang');

describe('pages in their language', () => {
  it('/ shows the English home', async () => {
    const response = await open('/');
    expect(response?.status()).toBe(200);
    await expectHomeHeading(en.home.heading);
    expect(await htmlLang()).toBe('en');
    expect(await page.title()).toBe(en.meta.defaultTitle);
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}home-en-1280.png`, fullPage: true });
  });

  it('/es shows the Spanish home', async () => {
    await open('/es');
    await expectHomeHeading(es.home.heading);
    expect(es.home.heading).not.toBe(en.home.heading);
    expect(await htmlLang()).toBe('es');
    expect(await page.getByRole('link', { name: es.home.talkToSales }).first().getAttribute('href')).toBe('/es/contact');
  });

  it('/ptbr/blog shows the Portuguese blog', async () => {
    await open('/ptbr/blog');
    await expectHeading(ptBR.blog.title);
    expect(await page.getByText(ptBR.blog.subtitle).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: ptBR.blog.articles }).isVisible()).toBe(true);
    // Its articles, not the empty state: the newest one is open (blog.e2e.test.ts tests the rest).
    await page.getByRole('article').getByRole('heading', { level: 2 }).waitFor();
    expect(await page.getByRole('complementary', { name: ptBR.blog.articles }).getByRole('button').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText(ptBR.blog.noArticlesYet).count()).toBe(0);
    expect(await htmlLang()).toBe('pt-BR');
    expect(await page.title()).toBe(`${ptBR.blog.title} · Reelsmith`);
  });

  it('/es/nowhere shows the Spanish not-found page with a link home, answered 404 and logged', async () => {
    const response = await open('/es/nowhere');
    expect(response?.status()).toBe(404);
    await expectHeading(es.notFound.title);
    const home = page.getByRole('link', { name: es.notFound.backHome });
    expect(await home.getAttribute('href')).toBe('/es');
    expect(warnings).toContain('Page not found: /es/nowhere');
    await home.click();
    await page.waitForURL(`${platform.baseUrl}/es`);
    await expectHomeHeading(es.home.heading);
  });
});

describe('the head', () => {
  const headOf = () =>
    page.evaluate(() => ({
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map((meta) => meta.getAttribute('content')),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']),
    }));

  it('names each page in its language with canonical, alternates, social tags and schema.org data, page after page', async () => {
    await open('/es/blog');
    await expectHeading(es.pages.blog.title);
    const base = platform.baseUrl;
    expect(await headOf()).toEqual({
      canonical: [`${base}/es/blog`],
      alternates: [`en ${base}/blog`, `es ${base}/es/blog`, `pt-BR ${base}/ptbr/blog`, `x-default ${base}/blog`],
      description: es.pages.blog.description,
      ogTitle: [`${es.pages.blog.title} · Reelsmith`],
      robots: 'index, follow',
      data: ['Organization', 'WebSite'],
    });
    // Moving on inside the app replaces the tags, never adds a second set.
    await page.getByRole('contentinfo').getByRole('link', { name: es.footer.contact }).click();
    await expectHeading(es.pages.contact.title);
    const contact = await headOf();
    expect(contact.canonical).toEqual([`${base}/es/contact`]);
    expect(contact.alternates).toHaveLength(4);
    expect(contact.data).toHaveLength(2);
    await open('/es/login');
    await expectHeading(es.auth.login.title);
    expect((await headOf()).robots).toBe('noindex, nofollow');
  });
});

describe('the language switch', () => {
  it('keeps the page and swaps the prefix', async () => {
    await open('/es/blog');
    const languageSelect = page.getByRole('combobox', { name: es.language.label });
    await languageSelect.selectOption('en');
    await page.waitForURL(`${platform.baseUrl}/blog`);
    await expectHeading(en.blog.title);
    expect(await page.getByRole('heading', { name: en.blog.articles }).isVisible()).toBe(true);
    expect(await htmlLang()).toBe('en');

    await page.getByRole('combobox', { name: en.language.label }).selectOption('pt-BR');
    await page.waitForURL(`${platform.baseUrl}/ptbr/blog`);
    expect(await page.getByRole('heading', { name: ptBR.blog.articles }).isVisible()).toBe(true);
  });

  it('works on every page, including home and pages still being built', async () => {
    await open('/ptbr/contact');
    await expectHeading(ptBR.pages.contact.title);
    await page.getByRole('combobox', { name: ptBR.language.label }).selectOption('es');
    await page.waitForURL(`${platform.baseUrl}/es/contact`);
    await expectHeading(es.pages.contact.title);

    await open('/');
    await page.getByRole('combobox', { name: en.language.label }).selectOption('es');
    await page.waitForURL(`${platform.baseUrl}/es`);
    await expectHomeHeading(es.home.heading);
  });

  it('keeps links in the chosen language as the visitor moves on', async () => {
    await open('/es');
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.blog }).click();
    await page.waitForURL(`${platform.baseUrl}/es/blog`);
    await expectHeading(es.blog.title);
  });
});

describe('the theme', () => {
  it('starts light, switches to dark, and remembers it under vite-ui-theme', async () => {
    await open('/');
    expect(await page.locator('html').getAttribute('class')).toBe('light');
    await page.getByRole('group', { name: en.theme.label }).getByRole('button', { name: en.theme.dark }).click();
    expect(await page.locator('html').getAttribute('class')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    await page.reload();
    expect(await page.locator('html').getAttribute('class')).toBe('dark');
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}home-en-dark-1280.png`, fullPage: true });
  });

  it('follows the device in system mode, also when the device changes', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('/es');
    await page.getByRole('group', { name: es.theme.label }).getByRole('button', { name: es.theme.system }).click();
    expect(await page.locator('html').getAttribute('class')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.className === 'light');
    await page.reload();
    expect(await page.locator('html').getAttribute('class')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
  });
});

describe('when things go wrong', () => {
  it('matches paths exactly, as the server does: /BLOG is not found', async () => {
    const response = await open('/BLOG');
    expect(response?.status()).toBe(404);
    await expectHeading(en.notFound.title);
  });

  it('shows a translated error inside the layout when a page cannot load, never a developer screen', async () => {
    await open('/es');
    await expectHomeHeading(es.home.heading);
    // The blog's chunk is gone, as for a tab opened before a deploy; the page reloads once, then explains.
    await page.route(/\/assets\/blog-[^/]+\.js$/, (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: es.nav.label }).getByRole('link', { name: es.nav.blog }).click();
    // The reload lands on the prerendered blog, which cannot come alive without its chunk either.
    await reloaded;
    expect(await page.evaluate(() => sessionStorage.getItem('reelsmith:chunk-reload'))).toMatch(/^\d+$/);
    await expectHeading(es.routeError.title);
    expect(await page.getByRole('button', { name: es.routeError.reload }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: es.nav.label }).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).not.toMatch(/Unexpected Application Error|Hey developer/);
  });
});

describe('the build under test', () => {
  it('is the production build of React', async () => {
    await open('/');
    const scripts = await page.locator('script[type="module"]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
    const sources = await Promise.all(scripts.map(async (src) => (await fetch(src)).text()));
    expect(sources.join('')).not.toContain('jsxDEV');
  });
});

describe('Talk to Sales', () => {
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  const email = () => page.getByLabel(es.contact.form.email, { exact: true });
  const message = () => page.getByLabel(`${es.contact.form.message} ${es.contact.form.optional}`, { exact: true });

  it('needs an e-mail, sends the message, clears the form; signed in, writes from the account’s e-mail', async () => {
    await open('/es/contact');
    await expectHeading(es.pages.contact.title);
    expect(await message().getAttribute('rows')).toBe('4');
    expect(await email().getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: es.contact.form.send }).click();
    await toast(MESSAGES.es.errors.EMAIL_REQUIRED).waitFor();

    await email().fill('  ana@tienda.mx ');
    await message().fill('  Somos una cadena de tiendas con 40.000 clientes.  ');
    await page.getByRole('button', { name: es.contact.form.send }).click();
    await toast(MESSAGES.es.contact.success).waitFor();
    expect([await email().inputValue(), await message().inputValue()]).toEqual(['', '']);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Signed in: the account's e-mail, locked, and kept after sending.
    const account = `contact-${Date.now()}@example.com`;
    const status = await page.evaluate(
      async (body) => (await fetch('/api/auth/sign-up/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
      { name: 'Ana Tienda', email: account, password: 'contact-pass-1' },
    );
    expect(status).toBe(200);
    await page.reload();
    await expect.poll(() => email().inputValue()).toBe(account);
    expect(await email().getAttribute('readonly')).not.toBeNull();
    await message().fill('¿Podemos ver una demo?');
    await page.getByRole('button', { name: es.contact.form.send }).click();
    await expect.poll(() => message().inputValue()).toBe('');
    expect(await email().inputValue()).toBe(account);
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}contact-es-1280.png`, fullPage: true });
  });
});

describe('the cookie banner', () => {
  /** A visitor who has not answered the banner yet. */
  const undecided = async () => {
    await context.close();
    context = await newVisitorContext(browser, {}, 'undecided');
    page = await context.newPage();
  };
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown);
  const banner = (text: typeof en) => page.getByRole('region', { name: text.consent.banner.label });

  it('asks a first-time visitor at the bottom of the page; necessary only is remembered', async () => {
    await undecided();
    await open('/');
    await banner(en).getByText(en.consent.banner.text).waitFor();
    expect(await stored()).toBeNull();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}cookie-banner-en-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}cookie-banner-en-375.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    await banner(en).getByRole('button', { name: en.consent.banner.necessary }).click();
    await banner(en).waitFor({ state: 'detached' });
    expect(await stored()).toEqual({ necessary: true, analytics: false, marketing: false });
    await page.reload();
    await expectHomeHeading(en.home.heading);
    expect(await banner(en).count()).toBe(0);
  });

  it('recovers when a browser translator has moved it, drawing the page again (spec §4)', async () => {
    await undecided();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await open('/');
    await banner(en).waitFor();
    // What Google Translate does: wraps React's nodes in <font> elements.
    await page.evaluate((label) => {
      const region = document.querySelector(`section[aria-label="${label}"]`);
      if (!region?.parentNode) throw new Error('no banner');
      const font = document.createElement('font');
      region.parentNode.insertBefore(font, region);
      font.append(region);
    }, en.consent.banner.label);
    await banner(en).getByRole('button', { name: en.consent.banner.necessary }).click();

    await expectHomeHeading(en.home.heading);
    expect(await banner(en).count()).toBe(0);
    expect(await page.locator('font').count()).toBe(0);
    expect(await stored()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(errors.some((text) => /removeChild/.test(text)), 'the DOM error happened').toBe(true);
  });

  it('lets page views reach our own analytics while undecided, and none once analytics is refused', async () => {
    await undecided();
    const events: { body: { name: string; properties: { page_path: string }; anonymous_id?: string; page_url?: string }; status: Promise<number> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/events') return;
      events.push({ body: request.postDataJSON() as (typeof events)[number]['body'], status: request.response().then((response) => response?.status() ?? 0) });
    });
    const pagesViewed = () => events.filter((event) => event.body.name === 'page_view').map((event) => event.body.properties.page_path);

    await open('/reset-password?token=secret-token#x');
    await page.waitForFunction(() => document.querySelector('h1') !== null);
    await expect.poll(pagesViewed).toEqual(['/reset-password']);
    await page.getByRole('contentinfo').getByRole('link', { name: en.footer.privacy }).click();
    await expect.poll(pagesViewed).toEqual(['/reset-password', '/privacy']);
    expect(await Promise.all(events.map((event) => event.status))).toEqual([202, 202]);
    // One visitor id for both, and never the link's token.
    const id = await page.evaluate(() => localStorage.getItem('reelsmith.anonymousId'));
    expect(events.map((event) => event.body.anonymous_id)).toEqual([id, id]);
    expect(events[0]?.body.page_url).toBe(`${platform.baseUrl}/reset-password`);
    expect(JSON.stringify(events.map((event) => event.body))).not.toContain('secret-token');

    await banner(en).getByRole('button', { name: en.consent.banner.necessary }).click();
    expect(await page.evaluate(() => localStorage.getItem('reelsmith.anonymousId'))).toBeNull();
    await page.getByRole('contentinfo').getByRole('link', { name: en.footer.terms }).click();
    await expectHeading(en.pages.terms.title);
    await page.reload();
    await expectHeading(en.pages.terms.title);
    expect(pagesViewed()).toEqual(['/reset-password', '/privacy']);
  });

  it('closing it means necessary only; accept all allows both', async () => {
    await undecided();
    await open('/ptbr/blog');
    await banner(ptBR).getByRole('button', { name: ptBR.consent.banner.close }).click();
    expect(await stored()).toEqual({ necessary: true, analytics: false, marketing: false });

    await page.evaluate(() => localStorage.removeItem('cookieConsent'));
    await page.reload();
    await banner(ptBR).getByRole('button', { name: ptBR.consent.banner.acceptAll }).click();
    expect(await stored()).toEqual({ necessary: true, analytics: true, marketing: true });
  });

  it('lets the visitor choose in the settings dialog, in their language, and change it later from the footer', async () => {
    await undecided();
    await open('/es');
    await banner(es).getByRole('button', { name: es.consent.banner.customize }).click();
    const dialog = page.getByRole('dialog', { name: es.consent.settings.title });
    await dialog.waitFor();
    const necessary = dialog.getByRole('switch', { name: es.consent.settings.necessary.title });
    const analytics = dialog.getByRole('switch', { name: es.consent.settings.analytics.title });
    const marketing = dialog.getByRole('switch', { name: es.consent.settings.marketing.title });
    // Undecided: necessary always on, analytics on, marketing off (spec §4).
    expect([await necessary.isChecked(), await necessary.isDisabled(), await analytics.isChecked(), await marketing.isChecked()]).toEqual([true, true, true, false]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}cookie-settings-es-1280.png` });
    await analytics.uncheck();
    await marketing.check();
    await dialog.getByRole('button', { name: es.consent.settings.save }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await stored()).toEqual({ necessary: true, analytics: false, marketing: true });
    expect(await banner(es).count()).toBe(0);

    // Later, from the footer of any page: the dialog shows what was chosen.
    await page.getByRole('contentinfo').getByRole('button', { name: es.consent.settings.open }).click();
    await dialog.waitFor();
    expect([await analytics.isChecked(), await marketing.isChecked()]).toEqual([false, true]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await stored()).toEqual({ necessary: true, analytics: false, marketing: true });
  });
});

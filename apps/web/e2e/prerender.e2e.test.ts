import { LANGUAGES, PAGE_ROUTES, PRERENDERED_PAGES, localizePath, splitLanguagePrefix, switchLanguagePath, type Language, type PageRouteName } from '@reelsmith/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { recordPageErrors, seriousAccessibilityViolations, waitForHydration } from './support/page-checks';
import { startPlatform } from './support/server';

const CATALOGS = { en, es, 'pt-BR': ptBR } as const;

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** The page's title and description as its catalog words them (spec: per-language head). */
function expectedHead(page: PageRouteName, language: Language) {
  const text = CATALOGS[language];
  const pages = text.pages as Record<string, { title: string; description: string }>;
  if (page === 'home') return { title: text.meta.defaultTitle, description: text.meta.defaultDescription };
  return { title: text.meta.titleTemplate.replace('{{page}}', pages[page]!.title), description: pages[page]!.description };
}

const decode = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => decode(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

describe('the HTML a crawler gets without running any script', () => {
  const cases = LANGUAGES.flatMap((language) => PRERENDERED_PAGES.map((page) => [localizePath(PAGE_ROUTES[page], language), page, language] as const));

  it.each(cases)('%s has its h1, title, description, canonical and the four alternates', async (path, page, language) => {
    const response = await fetch(`${platform.baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    const expected = expectedHead(page, language);
    expect(html).toContain(`<html lang="${language}">`);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toBe(expected.title);
    expect(attribute(/<meta name="description"[^>]*>/.exec(head)?.[0] ?? '', 'content')).toBe(expected.description);
    expect(attribute(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href')).toBe(`${platform.baseUrl}${path}`);
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => [hreflang, href]);
    expect(alternates).toEqual([
      ...LANGUAGES.map((other) => [other, `${platform.baseUrl}${switchLanguagePath(path, other)}`]),
      ['x-default', `${platform.baseUrl}${switchLanguagePath(path, 'en')}`],
    ]);
    expect(attribute(/<meta name="robots"[^>]*>/.exec(head)?.[0] ?? '', 'content')).toBe(['login', 'signup', 'forgotPassword'].includes(page) ? 'noindex, nofollow' : 'index, follow');
    // The page itself, not an empty shell: a main heading with words in it, and the site's frame.
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
    expect(h1.length, 'h1 text').toBeGreaterThan(2);
    expect(body).toContain('<footer');
    expect(html).not.toContain('prerender.reelsmith.invalid');
    // A form sent before the script runs must not put what was typed (a password) into the address.
    for (const form of body.match(/<form[^>]*>/g) ?? []) expect(form.includes('method="post"') || form.includes('role="search"'), form).toBe(true);
  });
});

describe('a prerendered page in the browser', () => {
  it('is readable with scripts off: heading, links and footer are there', async () => {
    const context = await newVisitorContext(browser, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/es`);
    expect((await page.locator('h1').innerText()).length).toBeGreaterThan(10);
    expect(await page.locator('main a[href="/es/contact"]').count()).toBeGreaterThan(0);
    expect(await page.locator('footer').isVisible()).toBe(true);
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}prerendered-home-es-no-js-375.png`, fullPage: true });
    await context.close();
  });

  it.each([
    ['a first visit', {}],
    ['a visitor who chose dark and decided on cookies', { theme: 'dark', consent: true }],
  ])('is taken over without a hydration error on %s, and the banner and theme switch follow storage', async (_name, stored: { theme?: string; consent?: boolean }) => {
    const context = await newVisitorContext(browser, {}, stored.consent ? 'decided' : 'undecided');
    if (stored.theme) await context.addInitScript((theme) => window.localStorage.setItem('vite-ui-theme', theme), stored.theme);
    const page = await context.newPage();
    const errors = recordPageErrors(page);
    for (const path of ['/', '/ptbr/contact', '/es/login', '/blog', '/ptbr/ecommerce', '/waitlist']) {
      await page.goto(`${platform.baseUrl}${path}`, { waitUntil: 'networkidle' });
      // The theme switch is live once hydrated: it shows the stored theme as pressed.
      const text = CATALOGS[splitLanguagePrefix(path).language];
      const switches = page.locator(`[role="group"][aria-label="${text.theme.label}"]`);
      const pressed = switches.locator('button[aria-pressed="true"]');
      await pressed.first().waitFor({ timeout: 10_000 });
      expect(await pressed.count(), path).toBe(await switches.count());
      expect(await pressed.first().getAttribute('title'), path).toBe(text.theme[(stored.theme ?? 'light') as 'light' | 'dark']);
      expect(await page.locator('html').getAttribute('class'), path).toContain(stored.theme ?? 'light');
      expect(await page.getByRole('region', { name: text.consent.banner.label }).count(), path).toBe(stored.consent ? 0 : 1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every public page, as a visitor sees it', () => {
  it.each(LANGUAGES)('in %s: is taken over without errors, fits 320 px, has no serious accessibility problem, and is photographed at 375 and 1280 px', async (language) => {
    const context = await newVisitorContext(browser, { viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    const problems: string[] = [];
    // A page whose first browser render differs from its HTML logs a hydration error.
    let path = '';
    const errors = recordPageErrors(page, () => path);
    for (const name of PRERENDERED_PAGES) {
      path = localizePath(PAGE_ROUTES[name], language);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`${platform.baseUrl}${path}`);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) {
        const wide = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1).slice(-3).map((element) => `${element.tagName}.${element.className.toString().slice(0, 60)} "${element.textContent?.slice(0, 30) ?? ''}"`));
        problems.push(`${path} is ${overflow} px too wide at 320 px: ${wide.join(' | ')}`);
      }
      for (const violation of await seriousAccessibilityViolations(page)) problems.push(`${path}: ${violation.id} (${violation.targets.join(', ')})`);
      const file = `${path === '/' ? '' : path.slice(1).replaceAll('/', '-')}` || 'home';
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `${E2E_OUTPUT_DIR}public-${language}-${file.replace(/^(es|ptbr)-?/, '') || 'home'}-${width}.png`, fullPage: true });
      }
    }
    expect([...errors, ...problems]).toEqual([]);
    await context.close();
    // Sixteen pages, each taken over, checked and photographed twice: some 30 s alone, up to twice
    // that beside another browser file.
  }, 180_000);
});

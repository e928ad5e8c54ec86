import { HERO_WORD_FADE_MS, HERO_WORD_ROTATION_MS, type Language } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

/** The home page (spec §2 "Home"): hero, rotating audience word, sections, FAQ, links per language. */

const LANGUAGES = [
  { language: 'en', prefix: '', t: en },
  { language: 'es', prefix: '/es', t: es },
  { language: 'pt-BR', prefix: '/ptbr', t: ptBR },
] as const satisfies readonly { language: Language; prefix: string; t: typeof en }[];

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

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
});
afterEach(async () => {
  await context?.close();
});

/** Opens a page and waits until React has taken over the prerendered markup (the theme switch shows the theme only then). */
const open = async (path: string, t: typeof en = en) => {
  await page.goto(`${platform.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: t.home.heading, exact: true }).waitFor({ timeout: 10_000 });
  await page.locator('header button[aria-pressed="true"]').first().waitFor({ state: 'attached', timeout: 15_000 });
};
const activeWord = () => page.locator('[data-testid="hero-audience"] [data-active="true"]');
const video = () => page.locator('main video');
const main = () => page.getByRole('main');
const hrefOf = (name: string) => main().getByRole('link', { name, exact: true }).first().getAttribute('href');
const overflowX = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the hero', () => {
  it('rotates the audience word every 3 s with a 300 ms fade, keeping the heading’s name still', async () => {
    await open('/');
    expect(await activeWord().innerText()).toBe(en.home.audiences.everyone);
    const fade = await activeWord().evaluate((node) => getComputedStyle(node));
    expect([fade.transitionProperty, fade.transitionDuration, fade.opacity]).toEqual(['opacity', `${HERO_WORD_FADE_MS / 1000}s`, '1']);
    // When each word comes, by the page's own clock: the first change comes up to 3 s after the
    // page is taken over (which the test sees a moment late), the next one 3 s after it.
    await page.evaluate(() => {
      const changes: number[] = [];
      Object.assign(window, { wordChanges: changes });
      new MutationObserver(() => changes.push(performance.now())).observe(document.querySelector('[data-testid="hero-audience"]')!, { attributeFilter: ['data-active'], subtree: true });
    });
    const changes = () => page.evaluate(() => (window as unknown as { wordChanges: number[] }).wordChanges);

    await expect.poll(() => activeWord().innerText(), { timeout: HERO_WORD_ROTATION_MS + 2_000, interval: 100 }).toBe(en.home.audiences.ecommerce);
    await expect.poll(() => activeWord().innerText(), { timeout: HERO_WORD_ROTATION_MS + 2_000, interval: 100 }).toBe(en.home.audiences.banking);
    const [first, second] = await changes();
    expect(second! - first!).toBeGreaterThan(HERO_WORD_ROTATION_MS - 100);
    expect(second! - first!).toBeLessThan(HERO_WORD_ROTATION_MS + 1_500);
    // The old word fades out while the new one fades in, then only the new one shows.
    const previous = page.locator('[data-testid="hero-audience"] > span').first();
    await expect.poll(() => previous.evaluate((node) => getComputedStyle(node).opacity)).toBe('0');
    await expect.poll(() => activeWord().evaluate((node) => getComputedStyle(node).opacity)).toBe('1');
    // Screen readers hear one stable sentence, never the rotation.
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('aria-live')).toBeNull();
    expect(await page.locator('[data-testid="hero-audience"]').evaluate((node) => node.closest('[aria-hidden="true"]') !== null)).toBe(true);
    await page.getByRole('heading', { level: 1, name: en.home.heading, exact: true }).waitFor();
  });

  it('plays a muted, looping, inline video that autoplays, with a button to pause the motion', async () => {
    await open('/');
    await expect.poll(() => video().evaluate((node: HTMLVideoElement) => node.autoplay)).toBe(true);
    const attributes = await video().evaluate((node: HTMLVideoElement) => ({
      muted: node.muted,
      loop: node.loop,
      playsInline: node.hasAttribute('playsinline'),
      src: node.getAttribute('src'),
      poster: node.getAttribute('poster'),
      controls: node.controls,
    }));
    expect(attributes).toEqual({ muted: true, loop: true, playsInline: true, src: '/media/hero.mp4', poster: '/media/hero.jpg', controls: false });

    await page.getByRole('button', { name: en.home.video.pause }).click();
    expect(await video().evaluate((node: HTMLVideoElement) => [node.paused, node.autoplay])).toEqual([true, false]);
    await page.getByRole('button', { name: en.home.video.play }).waitFor();
  });

  it('stays still for visitors who ask for reduced motion', async () => {
    await context.close();
    context = await newVisitorContext(browser, { reducedMotion: 'reduce' });
    page = await context.newPage();
    await page.clock.install();
    await open('/es', es);
    await page.clock.runFor(HERO_WORD_ROTATION_MS * 4);
    expect(await activeWord().innerText()).toBe(es.home.audiences.everyone);
    await expect.poll(() => video().evaluate((node: HTMLVideoElement) => node.controls)).toBe(true);
    expect(await video().evaluate((node: HTMLVideoElement) => [node.autoplay, node.paused])).toEqual([false, true]);
    expect(await page.getByRole('button', { name: es.home.video.pause }).count()).toBe(0);
  });
});

describe('the sections', () => {
  it('has the anchors the header links to, and scrolls to them', async () => {
    await open('/');
    for (const id of ['how-it-works', 'features', 'faq']) expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    const nav = page.getByRole('banner').getByRole('navigation', { name: en.nav.label });
    expect(await nav.getByRole('link', { name: en.nav.features }).getAttribute('href')).toBe('/#features');
    expect(await nav.getByRole('link', { name: en.nav.faq }).getAttribute('href')).toBe('/#faq');
    expect(await nav.getByRole('link', { name: en.nav.blog }).getAttribute('href')).toBe('/blog');
    expect(await page.getByRole('banner').getByRole('link', { name: en.nav.bookDemo }).getAttribute('href')).toBe('/book-demo');

    await nav.getByRole('link', { name: en.nav.faq }).click();
    await page.waitForURL(`${platform.baseUrl}/#faq`);
    await expect.poll(() => page.locator('#faq').evaluate((node) => Math.round(node.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(100);
    expect(await page.locator('#faq').evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
  });

  it('opens one FAQ answer at a time, and closes the open one when clicked again', async () => {
    await open('/ptbr', ptBR);
    const faq = page.locator('#faq');
    const questions = Object.values(ptBR.home.faq.items);
    expect(questions).toHaveLength(4);
    const button = (index: number) => faq.getByRole('button', { name: questions[index]!.question, exact: true });
    const expanded = () => Promise.all(questions.map((_, index) => button(index).getAttribute('aria-expanded')));
    const answer = (index: number) => faq.getByRole('region', { name: questions[index]!.question, exact: true });

    expect(await expanded()).toEqual(['true', 'false', 'false', 'false']);
    expect(await answer(0).innerText()).toBe(questions[0]!.answer);
    // Each question is a button in an h3 that controls its labelled answer.
    expect(await faq.getByRole('heading', { level: 3 }).count()).toBe(4);
    expect(await button(2).getAttribute('aria-controls')).toBe(await faq.getByText(questions[2]!.answer).getAttribute('id'));

    await button(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false']);
    expect(await answer(2).isVisible()).toBe(true);
    expect(await faq.getByText(questions[0]!.answer).isVisible()).toBe(false);

    await button(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false']);
    expect(await faq.getByRole('region').count()).toBe(0);

    await button(3).press('Enter');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'true']);
  });
});

describe.each(LANGUAGES)('in $language', ({ language, prefix, t }) => {
  it('links every call to action and the footer in the language, and passes privacy and terms the page it came from', async () => {
    await open(prefix || '/', t);
    expect(await hrefOf(t.home.bookDemo)).toBe(`${prefix}/book-demo`);
    expect(await hrefOf(t.home.talkToSales)).toBe(`${prefix}/contact`);
    expect(await main().getByRole('link', { name: t.home.useCases.talkToSales, exact: true }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      `${prefix}/contact`,
      `${prefix}/contact`,
      `${prefix}/contact`,
    ]);
    expect(await hrefOf(t.home.useCases.learnMore)).toBe(`${prefix}/debt_collection`);
    expect(await page.getByRole('banner').getByRole('link', { name: t.nav.bookDemo }).getAttribute('href')).toBe(`${prefix}/book-demo`);
    expect(await page.getByRole('banner').getByRole('link', { name: t.nav.features }).getAttribute('href')).toBe(`${prefix || '/'}#features`);

    await page.getByRole('contentinfo').getByRole('link', { name: t.footer.privacy }).click();
    await page.waitForURL(`${platform.baseUrl}${prefix}/privacy`);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ from: prefix || '/' });
    await page.goBack();
    await page.getByRole('contentinfo').getByRole('link', { name: t.footer.terms }).click();
    await page.waitForURL(`${platform.baseUrl}${prefix}/terms`);
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr)).toEqual({ from: prefix || '/' });
  });

  it('fits 320 px without sideways scrolling, with a menu for the header links; no serious accessibility problem', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(prefix || '/', t);
    expect(await overflowX()).toBe(0);
    const menu = page.getByRole('banner').getByRole('button', { name: t.nav.menu });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('banner').getByRole('navigation', { name: t.nav.label });
    for (const name of [t.nav.features, t.nav.faq, t.nav.blog, t.nav.login, t.nav.bookDemo]) expect(await nav.getByRole('link', { name }).isVisible(), name).toBe(true);
    expect(await overflowX()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: t.nav.features }).click();
    await page.waitForURL(`${platform.baseUrl}${prefix || '/'}#features`);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.locator('#features').evaluate((node) => Math.round(node.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(100);
  });

  it('looks right at 375 and 1280 px, light and dark (screenshots), with no serious accessibility problem', async () => {
    await open(prefix || '/', t);
    for (const theme of ['light', 'dark'] as const) {
      // The theme is switched the way the app stores it; the width needs no reload.
      await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
      await open(prefix || '/', t);
      expect(await page.locator('html').getAttribute('class')).toBe(theme);
      for (const width of theme === 'light' ? [375, 1280] : [1280, 375]) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
        expect(await overflowX(), `${theme} ${width}`).toBe(0);
        // Each theme checked once, at one width (colour contrast is what changes).
        if ((theme === 'light') === (width === 375)) expect(await seriousAccessibilityViolations(page), `${theme} ${width}`).toEqual([]);
        await page.screenshot({ path: `${E2E_OUTPUT_DIR}home-${language}-${theme}-${width}.png`, fullPage: true });
      }
    }
  });
});

import { join } from 'node:path';
import { localizePath, type Language } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_MEDIA } from '../src/config/site-media';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  context = await newVisitorContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await platform?.stop();
});

const LANGUAGES = [
  { language: 'en', text: en, ecommerceVideos: SITE_MEDIA.ecommerce.enEs, debtVideo: SITE_MEDIA.debtCollection.enEs },
  { language: 'es', text: es, ecommerceVideos: SITE_MEDIA.ecommerce.enEs, debtVideo: SITE_MEDIA.debtCollection.enEs },
  { language: 'pt-BR', text: ptBR, ecommerceVideos: SITE_MEDIA.ecommerce.ptBR, debtVideo: SITE_MEDIA.debtCollection.ptBR },
] as const satisfies readonly { language: Language; [key: string]: unknown }[];

/** Opens a page and waits for its main heading. */
async function open(path: string, heading: string) {
  const response = await page.goto(`${platform.baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 10_000 });
}

/** Where the links with this exact name point. */
const hrefsOf = (name: string) => page.locator('main').getByRole('link', { name, exact: true }).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The videos of the page: source, poster and the attributes that keep them light and playable on phones. */
const videos = () =>
  page.locator('main video').evaluateAll((nodes) =>
    (nodes as HTMLVideoElement[]).map((video) => ({
      src: video.getAttribute('src'),
      poster: video.getAttribute('poster'),
      setup: `${video.controls} ${video.playsInline} ${video.preload}`,
      caption: video.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '',
    })),
  );

/** <name>-<theme>-<width>.png in the e2e output folder, full page, at phone and desktop width in both themes. */
async function screenshots(name: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('vite-ui-theme', value), theme);
    await page.reload({ waitUntil: 'load' });
    // Posters load lazily, and a quiet network is all that says they have.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: join(E2E_OUTPUT_DIR, `${name}-${theme}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.removeItem('vite-ui-theme'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Axe-clean, and no sideways scrolling on the narrowest phones. */
async function expectAccessibleAndNarrow(screenshotName: string) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  // What sticks out of the viewport in the page's own content (decorations clipped by an overflow-hidden parent do not).
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const isClipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !isClipped(element))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll at 320 px').toBe(0);
  await screenshots(screenshotName);
}

describe.each(LANGUAGES)('the e-commerce landing in $language', ({ language, text, ecommerceVideos }) => {
  it('leads to sign-in, shows its language’s examples and marketplaces, and tells search engines its nine questions', async () => {
    await open(localizePath('/ecommerce', language), text.ecommerce.hero.title);
    const login = localizePath('/login', language);
    expect(await hrefsOf(text.ecommerce.hero.cta)).toEqual([login]);
    expect(await hrefsOf(text.ecommerce.finalCta.button)).toEqual([login]);
    expect(await page.locator('main').getByText(text.ecommerce.finalCta.note, { exact: true }).count()).toBeGreaterThan(0);

    const shown = await videos();
    expect(shown.map(({ src, poster }) => ({ src, poster }))).toEqual(ecommerceVideos.map(({ video, poster }) => ({ src: video, poster })));
    for (const video of shown) {
      expect(video.setup).toBe('true true none');
      expect(video.caption).not.toBe('');
    }

    const marketplaces = await page.getByRole('region', { name: text.ecommerce.marketplaces.title }).innerText();
    for (const name of ['OLX', 'Enjoei', 'Mercado Livre', 'GoTrendier', 'Segunda Mano', 'eBay', 'Facebook Marketplace']) expect(marketplaces).toContain(name);
    expect(await page.locator('main').getByText(text.ecommerce.testimonial.disclaimer).isVisible()).toBe(true);

    // The FAQ as people see it and as search engines read it: the same nine questions and answers.
    const faq = page.getByRole('region', { name: text.ecommerce.faq.title });
    const visible = await faq.locator('details').evaluateAll((items) =>
      items.map((item) => ({ question: item.querySelector('summary > span')?.textContent?.trim(), answer: item.querySelector('p')?.textContent?.trim() })),
    );
    const data = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
    const faqPages = data.filter((entry) => entry['@type'] === 'FAQPage') as { inLanguage: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] }[];
    expect(faqPages).toHaveLength(1);
    expect(faqPages[0]!.inLanguage).toBe(language);
    expect(visible).toHaveLength(9);
    expect(faqPages[0]!.mainEntity.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }))).toEqual(visible);
    // Crawlers that run no script get the same data in the page as served.
    const served = await (await fetch(`${platform.baseUrl}${localizePath('/ecommerce', language)}`)).text();
    const servedData = [...served.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    expect(servedData.filter((entry) => entry['@type'] === 'FAQPage')).toEqual(faqPages);

    // Answers open on demand.
    const first = faq.locator('details').first();
    expect(await first.locator('p').isVisible()).toBe(false);
    await first.locator('summary').click();
    expect(await first.locator('p').isVisible()).toBe(true);
    await first.locator('summary').click();

    await expectAccessibleAndNarrow(`landing-ecommerce-${language}`);
  });
});

describe.each(LANGUAGES)('the debt-collection landing in $language', ({ language, text, debtVideo }) => {
  it('leads to sales, shows its language’s demo, the three steps and the tone section', async () => {
    await open(localizePath('/debt_collection', language), text.debtCollection.hero.title);
    const contact = localizePath('/contact', language);
    expect(await hrefsOf(text.debtCollection.hero.cta)).toContain(contact);
    expect(await hrefsOf(text.debtCollection.finalCta.button)).toContain(contact);
    expect([...new Set([...(await hrefsOf(text.debtCollection.hero.cta)), ...(await hrefsOf(text.debtCollection.finalCta.button))])]).toEqual([contact]);

    const [demo, ...others] = await videos();
    expect(others).toEqual([]);
    expect(demo).toMatchObject({ src: debtVideo.video, poster: debtVideo.poster, setup: 'true true none' });
    expect(demo!.caption).toContain(text.debtCollection.demo.caption);

    const steps = page.getByRole('region', { name: text.debtCollection.steps.title });
    expect(await steps.getByRole('listitem').count()).toBe(3);
    for (const step of Object.values(text.debtCollection.steps.items)) expect(await steps.getByRole('heading', { name: step.title }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: text.debtCollection.tone.tracking.title }).isVisible()).toBe(true);
    const data = await page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type']));
    expect(data).toEqual(['Organization', 'WebSite']);

    await expectAccessibleAndNarrow(`landing-debt-collection-${language}`);
  });
});

import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogPost, Language } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { E2E_OUTPUT_DIR, launchBrowser, newVisitorContext } from './support/browser';
import { screenshotLooks, seriousAccessibilityViolations, waitForHydration } from './support/page-checks';
import { startPlatform } from './support/server';

const CATALOGS = { en, es, 'pt-BR': ptBR } as const;
const PREFIXES = { en: '', es: '/es', 'pt-BR': '/ptbr' } as const;
const REPO_CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));

/** An English post only this run has, with links of every kind (the oldest, so never the default). */
const FIXTURE = {
  slug: 'e2e-links',
  title: 'Links, checked by the browser test',
  file: `---\ntitle: Links, checked by the browser test\ndescription: A post of the end-to-end test.\ndate: 2020-01-01\nslug: e2e-links\n---\n\n[Run this](javascript:alert(1)), [our partner](https://example.com/partner) and [talk to sales](/contact).\n`,
};

let contentDir: string;
let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const posts: Partial<Record<Language, BlogPost[]>> = {};

beforeAll(async () => {
  // The repository's posts plus the fixture, in a content folder of this run.
  contentDir = mkdtempSync(join(tmpdir(), 'reelsmith-e2e-content-'));
  cpSync(REPO_CONTENT, contentDir, { recursive: true });
  writeFileSync(join(contentDir, 'blog/en/e2e-links.md'), FIXTURE.file);
  [platform, browser] = await Promise.all([startPlatform({ env: { CONTENT_DIR: contentDir } }), launchBrowser()]);
  for (const language of ['en', 'es', 'pt-BR'] as const) {
    const answer = (await (await fetch(`${platform.baseUrl}/api/blog?language=${language}`)).json()) as { posts: BlogPost[] };
    posts[language] = answer.posts;
  }
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});
beforeEach(async () => {
  context = await newVisitorContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const open = (path: string) => page.goto(`${platform.baseUrl}${path}`);
const sidebar = (language: Language) => page.getByRole('complementary', { name: CATALOGS[language].blog.articles });
const articleTitle = () => page.getByRole('article').getByRole('heading', { level: 2 });
const selectedTitles = (language: Language) => sidebar(language).locator('button[aria-current="true"] > span').allInnerTexts();
const postsOf = (language: Language) => posts[language] ?? [];

describe('the blog in each language', () => {
  it.each(['en', 'es', 'pt-BR'] as const)('%s: lists the articles, opens the newest, and renders its GFM', async (language) => {
    const catalog = CATALOGS[language];
    const list = postsOf(language);
    expect(list.length).toBeGreaterThanOrEqual(4);
    await open(`${PREFIXES[language]}/blog`);
    await page.getByRole('heading', { level: 1, name: catalog.blog.title, exact: true }).waitFor();
    expect(await page.getByText(catalog.blog.subtitle).isVisible()).toBe(true);
    await articleTitle().waitFor();
    // This run's fixture post is listed only when the list came from the API rather than the build.
    const shown = await sidebar(language).getByRole('button').locator(':scope > span').allInnerTexts();
    expect(shown.filter((title) => title !== FIXTURE.title)).toEqual(list.filter((post) => post.slug !== FIXTURE.slug).map((post) => post.title));
    expect(await selectedTitles(language)).toEqual([list[0]?.title]);
    expect(await articleTitle().innerText()).toBe(list[0]?.title);

    // The newest post uses every GFM extension the spec names.
    const article = page.getByRole('article');
    expect(await article.locator('table th').count()).toBeGreaterThan(0);
    expect(await article.locator('del').count()).toBeGreaterThan(0);
    expect(await article.locator('input[type="checkbox"]:checked').count()).toBeGreaterThan(0);
    expect(await article.locator('input[type="checkbox"]:not(:checked)').count()).toBeGreaterThan(0);
    const footnote = article.locator('a[data-footnote-ref]').first();
    expect(await article.locator('section[data-footnotes] li').count()).toBeGreaterThan(0);
    await footnote.click();
    expect(new URL(page.url()).hash).toMatch(/^#user-content-fn-/);
  });
});

describe('choosing, sharing and searching', () => {
  it('highlights the chosen article and puts it in the address, to share and reload', async () => {
    const list = postsOf('es');
    const second = list[1]!;
    await open('/es/blog');
    await articleTitle().waitFor();
    await sidebar('es').getByRole('button', { name: second.title }).click();
    await page.waitForURL((url) => url.searchParams.get('post') === second.slug);
    await expect.poll(() => selectedTitles('es')).toEqual([second.title]);
    expect(await articleTitle().innerText()).toBe(second.title);
    // The heading takes the focus, so a keyboard or screen reader user lands on the article.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('blog-post-title');

    await page.reload();
    // The prerendered page shows the newest post; the one in the address once React takes over.
    await waitForHydration(page);
    await expect.poll(() => articleTitle().innerText()).toBe(second.title);
    expect(await selectedTitles('es')).toEqual([second.title]);
    await page.goBack();
    await page.waitForURL(`${platform.baseUrl}/es/blog`);
    await expect.poll(() => articleTitle().innerText()).toBe(list[0]?.title);
  });

  it('reads the customer-outreach post from the uploads folder as a markdown file', async () => {
    const outreach = postsOf('pt-BR').find((post) => post.slug === 'customer-outreach')!;
    const fileAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/uploads/blog/customer-outreach.pt-BR.md');
    await open('/ptbr/blog?post=customer-outreach');
    const response = await fileAnswer;
    expect([response.status(), response.headers()['content-type']]).toEqual([200, 'text/markdown; charset=utf-8']);
    expect(await articleTitle().innerText()).toBe(outreach.title);
    expect(await page.getByRole('article').locator('table').count()).toBe(1);
  });

  it('filters by ?q= and by the search box, with empty states when nothing matches', async () => {
    await open('/es/blog?q=CONDUSEF');
    await articleTitle().waitFor();
    const collection = postsOf('es').find((post) => post.slug === 'respectful-debt-collection-video')!;
    await expect.poll(() => sidebar('es').getByRole('button').locator(':scope > span').allInnerTexts()).toEqual([collection.title]);
    await expect.poll(() => articleTitle().innerText()).toBe(collection.title);
    const box = page.getByRole('searchbox', { name: es.blog.searchLabel });
    expect(await box.inputValue()).toBe('CONDUSEF');

    await box.fill('zzzz nada');
    await page.waitForURL((url) => url.searchParams.get('q') === 'zzzz nada');
    await sidebar('es').getByText(es.blog.noArticles, { exact: true }).waitFor();
    await page.getByText(es.blog.noResults.replace('{{query}}', 'zzzz nada')).waitFor();
    await page.getByRole('button', { name: es.blog.clearSearch }).click();
    await page.waitForURL(`${platform.baseUrl}/es/blog`);
    await expect.poll(() => sidebar('es').getByRole('button').count()).toBe(postsOf('es').length);
    expect(await box.inputValue()).toBe('');
  });

  it('empties links of other schemes and keeps the rest safe', async () => {
    // Reached inside the app, so the list comes from the API (with this run's fixture post).
    await open('/contact');
    await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.blog }).click();
    await sidebar('en').getByRole('button', { name: FIXTURE.title }).click();
    await page.waitForURL((url) => url.searchParams.get('post') === FIXTURE.slug);
    const article = page.getByRole('article', { name: FIXTURE.title });
    expect(await article.getByRole('link', { name: 'Run this' }).getAttribute('href')).toBe('');
    const partner = article.getByRole('link', { name: 'our partner' });
    expect([await partner.getAttribute('href'), await partner.getAttribute('rel')]).toEqual(['https://example.com/partner', 'noopener noreferrer']);
    await article.getByRole('link', { name: 'talk to sales' }).click();
    await page.waitForURL(`${platform.baseUrl}/contact`);
  });
});

describe('the look', () => {
  it('is accessible in both themes, stacks at 320 px, and is photographed at 375 and 1280 px', async () => {
    await open('/blog');
    await articleTitle().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 740 });
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.reload();
    await articleTitle().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const aside = await sidebar('en').boundingBox();
    const article = await page.getByRole('article').boundingBox();
    expect(aside!.y + aside!.height).toBeLessThanOrEqual(article!.y);

    const files = await screenshotLooks(page, 'blog-en');
    expect(files).toHaveLength(4);
    await page.setViewportSize({ width: 375, height: 812 });
    await open('/ptbr/blog?post=respectful-debt-collection-video');
    await articleTitle().waitFor();
    await page.screenshot({ path: `${E2E_OUTPUT_DIR}blog-ptbr-collection-375.png`, fullPage: true });
  });
});

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COOKIE_CONSENT_STORAGE_KEY } from '@reelsmith/contracts';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { afterEach } from 'vitest';

/** Where e2e runs write screenshots for people to look at. */
export const E2E_OUTPUT_DIR = fileURLToPath(new URL('../../../../test-output/e2e/', import.meta.url));

/** Debian's Chromium, headless, with nothing reaching out to Google's services. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(E2E_OUTPUT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * A browser context for one visitor. Unless asked for an undecided one, the visitor has already
 * answered the cookie banner (necessary only), so the banner covers no button and no screenshot;
 * the consent tests ask for an undecided visitor.
 */
export async function newVisitorContext(browser: Browser, options: BrowserContextOptions = {}, consent: 'decided' | 'undecided' = 'decided'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // Public pages arrive prerendered: readable at once, but their buttons work only once React has
  // taken them over. A visitor's goto() waits for that, as a person waits for a page to respond.
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      if (options.javaScriptEnabled !== false) await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 }).catch(() => undefined);
      return response;
    };
  });
  if (consent === 'decided') {
    await context.addInitScript((key) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    }, COOKIE_CONSENT_STORAGE_KEY);
  }
  return context;
}

/**
 * Closes the contexts a test opened (those pushed onto `contexts`) when the test ends: a page left
 * open keeps drawing (the home page's animation takes a sixth of a core) while the next tests run.
 */
export function closeContextsAfterEachTest(contexts: BrowserContext[]): void {
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
  });
}

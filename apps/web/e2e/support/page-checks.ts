import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { E2E_OUTPUT_DIR } from './browser';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One accessibility problem axe-core found. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Lets the finite animations and transitions running now finish (not a spinner's endless one, not a
 * paused one), for at most a second: a toast fading in, colours gliding to a new theme.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    if (running.length === 0) return;
    await Promise.race([Promise.allSettled(running.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

/** Runs axe-core on the page as it is now; returns its serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: our Content-Security-Policy (script-src 'self') would
  // block it as an inline <script>, and the test must not weaken the policy it runs under. A document
  // that has it already (the app moves between screens without a new document) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A toast fading in or out is half transparent: its colours are checked at rest.
  await settleAnimations(page);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every screen is photographed in both themes at phone and desktop width: four looks. */
const THEMES = ['dark', 'light'] as const;
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * Writes test-output/e2e/<name>-<theme>-<width>.png for each look, full page, for people to look at.
 * The page is reloaded once with the theme stored as the app stores a visitor's choice of "System"
 * (localStorage vite-ui-theme), then each theme comes from the device's colour scheme, which the app
 * follows live; the width is changed without a reload, as a visitor turning a tablet would. The page
 * ends in the light theme at its first size; what was stored as the theme is cleared.
 */
export async function screenshotLooks(page: Page, name: string): Promise<string[]> {
  const files: string[] = [];
  const original = page.viewportSize();
  await page.emulateMedia({ colorScheme: THEMES[0] });
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'system'));
  await page.reload({ waitUntil: 'load' });
  // The page's data arrives within moments; a <video> may hold its media request open for long
  // after (Chromium buffers it lazily), so the quiet network is awaited only briefly.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((expected) => document.documentElement.classList.contains(expected), theme);
    await settleAnimations(page);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const file = join(E2E_OUTPUT_DIR, `${name}-${theme}-${size.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      files.push(file);
    }
    if (original) await page.setViewportSize(original);
  }
  await page.evaluate(() => localStorage.removeItem('vite-ui-theme'));
  return files;
}

/**
 * What a screen reader reads after the element's name: the text of the elements its
 * aria-describedby names, in order (the way error messages are tied to their field).
 */
export async function accessibleDescription(element: Locator): Promise<string> {
  return element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => node.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/**
 * Records every call the page makes to our API that sends something ('POST /api/checkout'); reads
 * (GET) are left out. A check said to happen in the browser leaves the list empty.
 */
export function recordApiSubmissions(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith('/api/')) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/**
 * Collects what the page reports as errors, its uncaught exceptions and console errors, each after
 * `where()` when that names something (the path the page is on). A signed-out visitor's GET /api/me
 * answers 401, which the browser logs: that is not an error of the page.
 */
export function recordPageErrors(page: Page, where: () => string = () => ''): string[] {
  const errors: string[] = [];
  const record = (text: string) => errors.push(where() ? `${where()}: ${text}` : text);
  page.on('pageerror', (error) => record(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 401')) record(message.text());
  });
  return errors;
}

/** Waits until React has taken over a prerendered page (before that, buttons and selects do nothing). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

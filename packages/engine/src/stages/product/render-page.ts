import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { Browser, Route } from 'playwright-core';
import { EngineError } from '../../errors';
import type { EngineLanguage } from '../../schema';
import { pageError, type FetchedResource, type Fetcher } from './fetcher';

/** Where Chromium is and how long a page may take. */
export interface BrowserRenderOptions {
  /** Default /usr/bin/chromium; callers pass CHROMIUM_PATH here. */
  chromiumPath?: string;
  /** The whole render, first request to last DOM read. Default 20000. */
  timeoutMs?: number;
}

const LOCALES: Record<EngineLanguage, string> = { en: 'en-US', es: 'es-ES', 'pt-BR': 'pt-BR' };

const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Every request of the page is answered through the fetcher, so Chromium never needs a name. This
  // also stops what interception does not see: preconnects, and the redirect Chromium follows on
  // its own after a fulfilled 3xx (both open sockets to IP literals otherwise).
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // WebRTC's ICE gathering sends UDP (STUN) to any address a page names; no proxy means no UDP.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

// What is needed to build the DOM; pictures, media and fonts are not, and cost time.
const PASSED_TYPES = new Set(['document', 'script', 'stylesheet', 'xhr', 'fetch']);

// Headers the fetcher owns (its identity, language, encodings) or that must not cross to it: the
// site's cookies, and conditional requests whose 304 would leave Chromium nothing to show.
const DROPPED_REQUEST_HEADERS = /^(host|cookie|connection|content-length|accept-encoding|accept-language|user-agent|if-.*|range|proxy-.*|upgrade)$/;
// The body comes decompressed and whole; a Location would make Chromium follow it by itself.
const DROPPED_RESPONSE_HEADERS = /^(content-encoding|content-length|transfer-encoding|connection|keep-alive|location|set-cookie)$/;

// Schema.org Product as JSON-LD or microdata: the sign that a script-built page has its product.
const HAS_PRODUCT = `(() => {
  const typed = /"@type"\\s*:\\s*(\\[[^\\]]*)?"(https?:\\/\\/schema\\.org\\/)?Product(Group)?"/;
  return [...document.querySelectorAll('script[type="application/ld+json"]')].some((s) => typed.test(s.textContent || ''))
    || document.querySelector('[itemtype*="schema.org/Product"]') !== null;
})()`;

/**
 * Loads the page in headless Chromium, every request answered through the fetcher, and returns the
 * DOM as HTML once it settles.
 */
export async function renderPageInBrowser(options: { url: string; fetcher: Fetcher; language?: EngineLanguage; signal?: AbortSignal } & BrowserRenderOptions): Promise<{ url: string; html: string }> {
  const { url, fetcher, language = 'en', signal } = options;
  const chromiumPath = options.chromiumPath ?? '/usr/bin/chromium';
  const timeoutMs = options.timeoutMs ?? 20_000;
  const deadline = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    await access(chromiumPath, constants.X_OK).catch((error: unknown) => {
      throw new EngineError('setup', 'TOOL_MISSING', `Chromium was not found at ${chromiumPath}; install it or set its path in the configuration`, false, { cause: error });
    });
    // The document comes first, outside the browser: a refused or failing address is the fetcher's
    // own error, and its final URL (after redirects) becomes the page's, so relative links resolve.
    const document = await fetcher.fetch({ url, kind: 'page', language, signal: combined });
    return await renderInChromium({ document, fetcher, language, chromiumPath, signal: combined });
  } catch (error) {
    if (signal?.aborted) throw new EngineError('product', 'CANCELLED', `Rendering ${url} was cancelled`, false, { cause: error });
    if (deadline.aborted) throw pageError('FETCH_TIMEOUT', `${url} did not finish loading in the browser within ${timeoutMs} ms`, { cause: error });
    if (error instanceof EngineError) throw error;
    throw pageError('PAGE_UNREADABLE', `${url} could not be rendered in the browser: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

async function renderInChromium(options: { document: FetchedResource; fetcher: Fetcher; language: EngineLanguage; chromiumPath: string; signal: AbortSignal }): Promise<{ url: string; html: string }> {
  const { document, fetcher, language, signal } = options;
  const browser = await launch(options.chromiumPath);
  // Closing the browser is how a timeout or cancel stops it: every pending call then rejects.
  const close = () => void browser.close().catch(() => undefined);
  signal.addEventListener('abort', close, { once: true });
  // Requests still with the fetcher when the page is read (a long poll) stop with the browser.
  const finished = new AbortController();
  const requestSignal = AbortSignal.any([signal, finished.signal]);
  try {
    signal.throwIfAborted();
    const context = await browser.newContext({ locale: LOCALES[language], viewport: { width: 1366, height: 900 }, serviceWorkers: 'block', acceptDownloads: false });
    await context.routeWebSocket(() => true, (socket) => socket.close({ code: 1008, reason: 'blocked' }));
    let firstDocument: FetchedResource | undefined = document;
    await context.route('**/*', async (route) => {
      const served = firstDocument && route.request().isNavigationRequest() && sameResource(route.request().url(), document.url) ? document : undefined;
      if (served) firstDocument = undefined;
      await answer({ route, fetcher, language, signal: requestSignal, served });
    });
    const page = await context.newPage();
    await page.goto(document.url, { waitUntil: 'domcontentloaded', timeout: 0 });
    // Whichever comes first: the product in the DOM, or nothing left loading for 500 ms.
    await Promise.race([page.waitForFunction(HAS_PRODUCT, undefined, { timeout: 0, polling: 100 }), page.waitForLoadState('networkidle', { timeout: 0 })]);
    return { url: page.url(), html: await page.content() };
  } finally {
    signal.removeEventListener('abort', close);
    finished.abort();
    await browser.close().catch(() => undefined);
  }
}

/** Answers one request of the page from the fetcher, or aborts it; never lets Chromium fetch. */
async function answer(options: { route: Route; fetcher: Fetcher; language: EngineLanguage; signal: AbortSignal; served: FetchedResource | undefined }): Promise<void> {
  const { route, fetcher, language, signal } = options;
  const request = route.request();
  try {
    const { protocol } = new URL(request.url());
    const isPassed = (protocol === 'http:' || protocol === 'https:') && PASSED_TYPES.has(request.resourceType()) && (request.method() === 'GET' || request.method() === 'HEAD');
    if (!options.served && !isPassed) return await route.abort('blockedbyclient');
    const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => !DROPPED_REQUEST_HEADERS.test(name)));
    const resource = options.served ?? (await fetcher.fetch({ url: request.url(), kind: 'page', language, headers, method: request.method() as 'GET' | 'HEAD', signal }));
    // The fetcher follows redirects itself; a 3xx reaching Chromium would be followed outside the route.
    if (resource.status >= 300 && resource.status < 400) return await route.abort('blockedbyclient');
    const responseHeaders = Object.fromEntries(Object.entries(resource.headers).filter(([name]) => !DROPPED_RESPONSE_HEADERS.test(name)));
    await route.fulfill({ status: resource.status, headers: responseHeaders, body: resource.body });
  } catch {
    // Refused, failed, or the browser is already closing: the page sees a failed request either way.
    await route.abort('failed').catch(() => undefined);
  }
}

function sameResource(a: string, b: string): boolean {
  const [left, right] = [new URL(a), new URL(b)];
  left.hash = right.hash = '';
  return left.href === right.href;
}

async function launch(chromiumPath: string): Promise<Browser> {
  // Loaded on first use: the library takes about a second to load, and most processes (the server,
  // a worker, the CLI) never render a page in a browser.
  const { chromium } = await import('playwright-core');
  try {
    return await chromium.launch({ executablePath: chromiumPath, headless: true, chromiumSandbox: false, args: CHROMIUM_ARGS });
  } catch (error) {
    throw new EngineError('setup', 'TOOL_FAILED', `Chromium at ${chromiumPath} did not start: ${(error as Error).message.split('\n')[0]}`, false, { cause: error });
  }
}

import { createSafeFetcher } from '../stages/product/safe-fetch';
import type { Fetcher } from '../stages/product/fetcher';
import type { BrowserRenderOptions } from '../stages/product/render-page';
import { UsageError } from './args';

/** How the CLI reads product pages, from its environment. */
export interface PageReaderSettings {
  fetcher: Fetcher;
  browser: BrowserRenderOptions | false;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['', '0', 'false', 'no', 'off']);

/**
 * The safe fetcher and the browser option from the environment: FETCH_ALLOW_HOSTS (host or
 * host:port list that may be private, for local development; empty by default),
 * FETCH_TIMEOUT_SECONDS, BROWSER_RENDERING and CHROMIUM_PATH. `--browser` turns rendering on too.
 */
export function pageReaderFrom(env: Readonly<Record<string, string | undefined>>, browserFlag: boolean): PageReaderSettings {
  const allowHosts = (env.FETCH_ALLOW_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const timeout = env.FETCH_TIMEOUT_SECONDS;
  const timeoutSeconds = timeout === undefined || timeout === '' ? 15 : Number(timeout);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 300) throw new UsageError(`FETCH_TIMEOUT_SECONDS must be a number of seconds from 1 to 300 (got "${timeout}")`);
  const rendering = (env.BROWSER_RENDERING ?? '').trim().toLowerCase();
  if (!TRUE.has(rendering) && !FALSE.has(rendering)) throw new UsageError(`BROWSER_RENDERING must be true or false (got "${env.BROWSER_RENDERING}")`);
  const browser = browserFlag || TRUE.has(rendering) ? { ...(env.CHROMIUM_PATH ? { chromiumPath: env.CHROMIUM_PATH } : {}) } : false;
  return { fetcher: createSafeFetcher({ allowHosts, timeoutMs: timeoutSeconds * 1000 }), browser };
}

import { EngineError, type EngineErrorCode } from '../../errors';
import type { EngineLanguage } from '../../schema';

/**
 * Fetches what a product page needs (the page, its Shopify product JSON, its pictures) from the
 * public internet only. Implementations throw EngineError(stage 'product') with one of the codes of
 * PAGE_FAILURE_TYPES; they never connect to an address they refused.
 */
export interface Fetcher {
  fetch(request: FetchRequest): Promise<FetchedResource>;
}

/** What to fetch, and for what. */
export interface FetchRequest {
  url: string;
  /** 'page': HTML (or JSON) the extractors read; 'image': a picture. Sets Accept and the body cap. */
  kind: 'page' | 'json' | 'image';
  /** The job's language, sent as Accept-Language. */
  language?: EngineLanguage;
  /** Extra request headers (a browser rendering the page passes its own). */
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
  /**
   * Return a page whatever its status (redirects still followed) instead of throwing
   * pageStatusError: bot walls answer 403 or 503 with a challenge page worth recognising.
   */
  anyStatus?: boolean;
  signal?: AbortSignal;
}

/** A response as received after at most MAX_REDIRECTS redirects, its body decompressed. */
export interface FetchedResource {
  /** The final address, after redirects. */
  url: string;
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The media type without parameters, lower-cased ('' when absent). */
  contentType: string;
  body: Buffer;
}

/** Redirects followed at most (each hop checked again). */
export const MAX_REDIRECTS = 5;
/** Largest body read, decompressed. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** The failure types of spec §8 for a product page, which the web app shows with manual entry. */
export type PageFailureType = 'scraping_failed' | 'product_not_found' | 'timeout' | 'server_error';

/** Which failure type each page error code is. */
export const PAGE_FAILURE_TYPES = {
  ADDRESS_REFUSED: 'scraping_failed',
  PAGE_BLOCKED: 'scraping_failed',
  PAGE_UNREADABLE: 'scraping_failed',
  PAGE_TOO_LARGE: 'scraping_failed',
  TOO_MANY_REDIRECTS: 'scraping_failed',
  FETCH_TIMEOUT: 'timeout',
  SITE_FAILED: 'server_error',
  PRODUCT_NOT_FOUND: 'product_not_found',
} as const satisfies Partial<Record<EngineErrorCode, PageFailureType>>;

/** A page error code. */
export type PageErrorCode = keyof typeof PAGE_FAILURE_TYPES;

/** A product page failure of the given code. */
export function pageError(code: PageErrorCode, message: string, options?: { cause?: unknown; retryable?: boolean }): EngineError {
  return new EngineError('product', code, message, options?.retryable ?? (code === 'FETCH_TIMEOUT' || code === 'SITE_FAILED'), options?.cause === undefined ? undefined : { cause: options.cause });
}

/** The spec's failure type of any error met while reading a product page (server_error when unknown). */
export function pageFailureType(error: unknown): PageFailureType {
  if (error instanceof EngineError && error.code in PAGE_FAILURE_TYPES) return PAGE_FAILURE_TYPES[error.code as PageErrorCode];
  return 'server_error';
}

/** The failure an HTTP status means for a page (undefined for 2xx). */
export function pageStatusError(status: number, host: string): EngineError | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 401 || status === 403 || status === 429 || status === 451) {
    return pageError('PAGE_BLOCKED', `The site ${host} refused to show the page (HTTP ${status}); it may turn away automated visitors`, { retryable: status === 429 });
  }
  if (status === 404 || status === 410) return pageError('PRODUCT_NOT_FOUND', `The site ${host} has no page at this address (HTTP ${status})`);
  if (status >= 500) return pageError('SITE_FAILED', `The site ${host} failed to send the page (HTTP ${status})`);
  return pageError('PAGE_UNREADABLE', `The site ${host} answered with HTTP ${status} instead of the page`);
}

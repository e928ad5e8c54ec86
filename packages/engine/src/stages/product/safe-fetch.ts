import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Agent, fetch, type Response } from 'undici';
import { EngineError } from '../../errors';
import type { EngineLanguage } from '../../schema';
import { assertPublicAddresses, checkUrl, type CheckedUrl } from './address-guard';
import { fileKind } from './decode-text';
import { MAX_BODY_BYTES, MAX_REDIRECTS, pageError, pageStatusError, type FetchedResource, type Fetcher, type FetchRequest } from './fetcher';

/** How the safe fetcher reaches the internet; every field has a default fit for production. */
export interface SafeFetcherOptions {
  /** Exact "host" or "host:port" entries read without the address checks (local development, tests). */
  allowHosts?: readonly string[];
  /** Resolves a host name to its IP addresses; default dns.lookup with all addresses. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Default 5000. */
  connectTimeoutMs?: number;
  /** For everything: every hop's connection, headers and body. Default 15000. */
  timeoutMs?: number;
  /** Default MAX_BODY_BYTES, counted after decompression. */
  maxBodyBytes?: number;
  userAgent?: string;
}

// Sites turn away clients that do not look like a browser; keep this near the current stable Chrome.
const CHROME_USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

const ACCEPT: Record<FetchRequest['kind'], string> = {
  page: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  json: 'application/json,text/plain;q=0.9,*/*;q=0.8',
  image: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
};
const ACCEPT_LANGUAGE: Record<EngineLanguage, string> = {
  en: 'en-US,en;q=0.9',
  es: 'es-ES,es;q=0.9,en;q=0.5',
  'pt-BR': 'pt-BR,pt;q=0.9,en;q=0.5',
};
// The connection decides these; a caller's copy would be wrong or refused.
const UNSENDABLE = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);
// Like a browser, never hand a caller's credentials to another site a redirect leads to.
const CREDENTIALS = ['authorization', 'cookie', 'proxy-authorization'];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NAME_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_NONAME', 'ENODATA']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/**
 * A Fetcher for the public internet only: it resolves each host name itself, refuses private and
 * local addresses, then connects to the very address it checked (no second lookup to rebind), follows
 * at most MAX_REDIRECTS redirects checking each, caps the decompressed body and the total time, and
 * throws EngineError(stage 'product') with a page error code (or CANCELLED).
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): Fetcher {
  const settings = {
    allowHosts: options.allowHosts ?? [],
    resolve: options.resolve ?? lookupAll,
    connectTimeoutMs: options.connectTimeoutMs ?? 5000,
    timeoutMs: options.timeoutMs ?? 15_000,
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    userAgent: options.userAgent ?? CHROME_USER_AGENT,
  };
  return {
    async fetch(request) {
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
      const progress: Progress = { host: hostOf(request.url), isReading: false };
      try {
        signal.throwIfAborted();
        return await fetchFollowing(request, signal, settings, progress);
      } catch (error) {
        if (request.signal?.aborted) throw new EngineError('product', 'CANCELLED', `Reading the page at ${progress.host} was cancelled`, false, { cause: error });
        if (error instanceof EngineError) throw error;
        if (deadline.aborted) throw pageError('FETCH_TIMEOUT', `The site ${progress.host} did not send the page within ${seconds(settings.timeoutMs)}`, { cause: error });
        throw networkError(error, progress, settings.connectTimeoutMs);
      }
    },
  };
}

type Settings = Required<SafeFetcherOptions>;
/** Where a fetch has got to, for the message of its failure. */
export interface Progress {
  host: string;
  isReading: boolean;
}

async function fetchFollowing(request: FetchRequest, signal: AbortSignal, settings: Settings, progress: Progress): Promise<FetchedResource> {
  let address: string | URL = request.url;
  let method = request.method ?? 'GET';
  let headers = requestHeaders(request, settings.userAgent);
  for (let redirects = 0; ; redirects++) {
    const target = checkHop(address, settings.allowHosts, redirects === 0 ? undefined : progress.host);
    progress.host = target.url.hostname;
    progress.isReading = false;
    const agent = pinnedAgent(target, await resolveChecked(target, settings.resolve, signal), settings.connectTimeoutMs);
    try {
      const response = await fetch(target.url, { method, headers, redirect: 'manual', signal, dispatcher: agent });
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location !== null) {
        await response.body?.cancel();
        if (redirects === MAX_REDIRECTS) throw pageError('TOO_MANY_REDIRECTS', `The page at ${progress.host} redirected more than ${MAX_REDIRECTS} times`);
        address = redirectTarget(location, target.url);
        if (response.status === 303 && method !== 'HEAD') method = 'GET';
        if (address.origin !== target.url.origin) headers = withoutCredentials(headers);
        continue;
      }
      const failure = pageStatusError(response.status, progress.host);
      if (failure && !request.anyStatus) throw failure;
      progress.isReading = true;
      const body = method === 'HEAD' ? Buffer.alloc(0) : await readCapped(response, settings.maxBodyBytes, progress.host);
      const found = request.kind === 'page' ? fileKind(body) : undefined;
      if (found) throw pageError('PRODUCT_NOT_FOUND', `The address ${progress.host} leads to a file (${found}), not a product page`);
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      return { url: target.url.href, status: response.status, headers: Object.fromEntries(response.headers), contentType, body };
    } finally {
      await agent.destroy().catch(() => undefined);
    }
  }
}

/** Checks a hop's address; a refusal after a redirect says where the redirect came from. */
function checkHop(address: string | URL, allowHosts: readonly string[], redirectedFrom: string | undefined): CheckedUrl {
  try {
    return checkUrl(address, allowHosts);
  } catch (error) {
    if (redirectedFrom === undefined || !(error instanceof EngineError)) throw error;
    throw pageError(error.code as 'ADDRESS_REFUSED', `${error.message} (the page at ${redirectedFrom} redirected there)`, { cause: error });
  }
}

function redirectTarget(location: string, base: URL): URL {
  try {
    return new URL(location, base);
  } catch (error) {
    throw pageError('PAGE_UNREADABLE', `The page at ${base.hostname} redirected to an address that is not valid`, { cause: error });
  }
}

/** The addresses to connect to: the literal one, or the name's, each public unless the host is allowed. */
export async function resolveChecked(target: CheckedUrl, resolve: Settings['resolve'], signal: AbortSignal): Promise<string[]> {
  if (target.ip !== undefined) return [target.ip];
  let addresses: string[];
  try {
    addresses = await untilAborted(resolve(target.hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NAME_NOT_FOUND.has(code)) throw pageError('SITE_FAILED', `The site ${target.hostname} could not be found (no such name)`, { cause: error });
    throw pageError('SITE_FAILED', `The name ${target.hostname} could not be looked up (${typeof code === 'string' ? code : 'no answer'})`, { cause: error });
  }
  if (addresses.length === 0) throw pageError('SITE_FAILED', `The site ${target.hostname} could not be found (no address)`);
  if (!target.isAllowed) assertPublicAddresses(target.url.hostname, addresses);
  return addresses;
}

/** Every address of a host name, as the system resolver gives them (the default `resolve`). */
export async function lookupAll(hostname: string): Promise<string[]> {
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
}

/** An agent for one hop whose connections go to the addresses that were checked, never to a new lookup. */
export function pinnedAgent(target: CheckedUrl, addresses: readonly string[], connectTimeoutMs: number): Agent {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  const pinned: LookupFunction = (hostname, lookupOptions, callback) => {
    const first = entries[0];
    if (hostname !== target.hostname || first === undefined) {
      callback(Object.assign(new Error(`No checked address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
    } else if (lookupOptions.all === true) {
      callback(null, entries);
    } else {
      callback(null, first.address, first.family);
    }
  };
  // The URL keeps the host name, so the Host header and the TLS server name (SNI) stay the site's.
  return new Agent({ connect: { timeout: connectTimeoutMs, lookup: pinned } });
}

function requestHeaders(request: FetchRequest, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': userAgent,
    accept: ACCEPT[request.kind],
    'accept-language': ACCEPT_LANGUAGE[request.language ?? 'en'],
    // undici's fetch decompresses these; the body cap counts the decompressed bytes.
    'accept-encoding': 'gzip, deflate, br',
  };
  // No Sec-Fetch-* headers: undici's fetch sets Sec-Fetch-Mode to its own 'cors', and a Chrome that
  // says 'document' with 'cors' looks more like a robot than one that says nothing.
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (!UNSENDABLE.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  }
  return headers;
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIALS.includes(name)));
}


async function readCapped(response: Response, maxBytes: number, host: string): Promise<Buffer> {
  const tooLarge = () => pageError('PAGE_TOO_LARGE', `The page at ${host} is larger than ${size(maxBytes)}, more than is read`);
  // Content-Length counts the compressed bytes; if even those pass the cap, the page does.
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > maxBytes) {
      // Stops the download (and the decompression of a gzip bomb) here.
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
}

/** The page error a failed connection or transfer means (timeout, refused, broken off…). */
export function networkError(error: unknown, progress: Progress, connectTimeoutMs: number): EngineError {
  const { host } = progress;
  // undici's fetch wraps what went wrong ("fetch failed", "terminated"): the code is on a cause.
  let code = '';
  for (let link = error as { code?: unknown; cause?: unknown } | undefined; code === '' && typeof link === 'object' && link !== null; link = link.cause as typeof link) {
    if (typeof link.code === 'string') code = link.code;
  }
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return pageError('FETCH_TIMEOUT', `The site ${host} did not accept a connection within ${seconds(connectTimeoutMs)}`, { cause: error });
  if (TIMEOUT_CODES.has(code)) return pageError('FETCH_TIMEOUT', `The site ${host} took too long to answer`, { cause: error });
  if (/^Z_|^ERR__ERROR|BROTLI/.test(code)) return pageError('PAGE_UNREADABLE', `The site ${host} sent a compressed page that could not be unpacked`, { cause: error });
  if (causeMessage(error) === 'bad port') return pageError('ADDRESS_REFUSED', `The address ${host} uses a port browsers refuse to read pages from`, { cause: error });
  const detail = code === '' ? '' : ` (${code})`;
  if (progress.isReading) return pageError('SITE_FAILED', `The site ${host} broke off while sending the page${detail}`, { cause: error });
  return pageError('SITE_FAILED', `The site ${host} could not be reached${detail}`, { cause: error });
}

function causeMessage(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause instanceof Error ? cause.message : undefined;
}

/** Rejects with the signal's reason when it aborts first (a DNS lookup itself cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return 'the site';
  }
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

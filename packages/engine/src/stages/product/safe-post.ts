import { fetch, type Agent, type Response } from 'undici';
import { EngineError } from '../../errors';
import { checkUrl } from './address-guard';
import { pageError } from './fetcher';
import { lookupAll, networkError, pinnedAgent, resolveChecked, type Progress, type SafeFetcherOptions } from './safe-fetch';

/** A POST to an address of the public internet (a webhook call). */
export interface SafePostRequest {
  url: string;
  body: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What the other side answered; a redirect is returned as such, never followed. */
export interface SafePostResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** The first ANSWER_PREVIEW_BYTES of the body as text, for a log line; the rest is not read. */
  bodyStart: string;
}

/** The guard's settings (as the fetcher's); the deadline defaults to 10 s for everything. */
export type SafePostOptions = Pick<SafeFetcherOptions, 'allowHosts' | 'resolve' | 'connectTimeoutMs' | 'timeoutMs'> & {
  /** Refuse http:// addresses, but for allow-listed hosts (a local receiver in development and tests). */
  httpsOnly?: boolean;
};

/** Bytes of an answer kept: a receiver's reply is only worth a line in a log. */
const ANSWER_PREVIEW_BYTES = 2048;

/**
 * POSTs to the public internet only, with the fetcher's guard: the host is resolved here, refused
 * when any of its addresses is not public (unless allow-listed), and the connection is pinned to
 * the address checked, so a name cannot be rebound in between. Redirects are not followed — a POST
 * sent on to wherever a receiver points could reach what the guard refused — and any status comes
 * back. Throws EngineError (stage 'product') ADDRESS_REFUSED, FETCH_TIMEOUT, SITE_FAILED or CANCELLED.
 */
export async function safePost(request: SafePostRequest, options: SafePostOptions = {}): Promise<SafePostResponse> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  const progress: Progress = { host: hostOf(request.url), isReading: false };
  let agent: Agent | undefined;
  try {
    signal.throwIfAborted();
    const target = checkUrl(request.url, options.allowHosts ?? []);
    if (options.httpsOnly && target.url.protocol !== 'https:' && !target.isAllowed) {
      throw pageError('ADDRESS_REFUSED', `Only https addresses can be called, not ${target.url.protocol} ones`);
    }
    progress.host = target.url.hostname;
    agent = pinnedAgent(target, await resolveChecked(target, options.resolve ?? lookupAll, signal), connectTimeoutMs);
    const response = await fetch(target.url, { method: 'POST', headers: request.headers ?? {}, body: request.body, redirect: 'manual', signal, dispatcher: agent });
    progress.isReading = true;
    return { status: response.status, headers: Object.fromEntries(response.headers), bodyStart: await readStart(response) };
  } catch (error) {
    if (request.signal?.aborted) throw new EngineError('product', 'CANCELLED', `The request to ${progress.host} was cancelled`, false, { cause: error });
    if (error instanceof EngineError) throw error;
    if (deadline.aborted) throw pageError('FETCH_TIMEOUT', `${progress.host} did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`, { cause: error });
    throw networkError(error, progress, connectTimeoutMs);
  } finally {
    await agent?.destroy().catch(() => undefined);
  }
}

/** The start of a body as text; the download stops there. */
async function readStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (total < ANSWER_PREVIEW_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, ANSWER_PREVIEW_BYTES).toString('utf8');
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return 'the address';
  }
}

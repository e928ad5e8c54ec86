import { EngineError, type EngineStage } from '../errors';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** Walks an error and its causes (AI SDK retry errors keep theirs in `lastError` and `errors`). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const record = current as Record<string, unknown>;
    yield record;
    queue.push(record.cause, record.lastError);
  }
}

/**
 * Names what went wrong with a remote provider (a language model, a text-to-speech service) as a
 * typed error: not reachable, too slow, answered with an error, or answered with something unusable.
 * The message says which provider and never includes the key.
 */
export function providerError(error: unknown, options: { stage: EngineStage; provider: string; timeoutMs: number }): EngineError {
  if (error instanceof EngineError) return error;
  const { stage, provider, timeoutMs } = options;
  let status: number | undefined;
  for (const link of chain(error)) {
    const name = typeof link.name === 'string' ? link.name : '';
    const code = typeof link.code === 'string' ? link.code : '';
    if (name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return new EngineError(stage, 'PROVIDER_TIMEOUT', `${provider} did not answer within ${formatSeconds(timeoutMs)}`, true, { cause: error });
    }
    if (NETWORK_CODES.has(code)) {
      return new EngineError(stage, 'PROVIDER_UNREACHABLE', `${provider} could not be reached (${code})`, true, { cause: error });
    }
    if (typeof link.statusCode === 'number') status ??= link.statusCode;
    if (/TypeValidation|JSONParse|NoObjectGenerated|NoOutputGenerated|InvalidResponseData/.test(name)) {
      return new EngineError(stage, 'PROVIDER_INVALID_OUTPUT', `${provider} answered with output that does not fit: ${firstLine(link.message)}`, true, { cause: error });
    }
  }
  if (status !== undefined) {
    return new EngineError(stage, 'PROVIDER_FAILED', `${provider} answered with HTTP ${status}`, status >= 500 || status === 429, { cause: error });
  }
  return new EngineError(stage, 'PROVIDER_FAILED', `${provider} failed: ${firstLine((error as Error)?.message)}`, false, { cause: error });
}

function firstLine(message: unknown): string {
  const text = typeof message === 'string' && message !== '' ? message : 'unknown error';
  return (text.split('\n')[0] ?? text).slice(0, 200);
}

/**
 * Calls a remote provider under a deadline and the caller's cancellation, and turns any failure into
 * a typed error: CANCELLED when the caller gave up, PROVIDER_TIMEOUT when the deadline passed (even
 * while a client library was waiting to retry), otherwise what `providerError` makes of it.
 */
export async function callProvider<T>(
  options: { stage: EngineStage; provider: string; timeoutMs: number; signal?: AbortSignal | undefined },
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { stage, provider, timeoutMs, signal } = options;
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await call(signal ? AbortSignal.any([signal, deadline]) : deadline);
  } catch (error) {
    if (signal?.aborted) throw new EngineError(stage, 'CANCELLED', `${provider} was cancelled`, false, { cause: error });
    if (deadline.aborted) throw new EngineError(stage, 'PROVIDER_TIMEOUT', `${provider} did not answer within ${formatSeconds(timeoutMs)}`, true, { cause: error });
    throw providerError(error, options);
  }
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

import { isLanguage } from '@reelsmith/contracts';

/** An answer of the API that was not a success: its status, error code and message (already in the page's language). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Raised when the server could not be reached at all (offline, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/** The language the page shows, which the server answers its messages in. */
export function pageLanguage(): string {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (uploads). */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls our API with the session cookie and the page's language; resolves with the parsed JSON
 * (undefined for an empty answer) or throws ApiError with the server's translated message.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': pageLanguage(), ...request.headers };
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) body = request.form;
  let response: Response;
  try {
    response = await fetch(path, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, credentials: 'same-origin', signal: request.signal });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string; details?: { field: string; message: string }[] } } | undefined)?.error;
    throw new ApiError(response.status, error?.code ?? `HTTP_${response.status}`, error?.message ?? response.statusText, error?.details ?? []);
  }
  return parsed as T;
}

/** As api(), but null when the API answers 404: for things that may be gone or were never there. */
export async function apiOrNull<T>(path: string, request: ApiRequest = {}): Promise<T | null> {
  try {
    return await api<T>(path, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

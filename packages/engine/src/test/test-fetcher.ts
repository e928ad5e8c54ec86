import { EngineError } from '../errors';
import { MAX_REDIRECTS, pageError, type FetchedResource, type Fetcher, type FetchRequest } from '../stages/product/fetcher';

/** For tests only: a Fetcher that reaches the given local origins and refuses every other address. */
export interface TestFetcher extends Fetcher {
  /** Every request asked of it, refused ones included, in order. */
  requests: FetchRequest[];
}

/**
 * For tests only (never wire it into the engine): a Fetcher that reaches only the given local
 * origins (`http://127.0.0.1:<port>`) and refuses everything else as ADDRESS_REFUSED, redirects
 * included, each hop checked again, as the real fetcher does for private addresses.
 */
export function createTestFetcher(allowedOrigins: string[]): TestFetcher {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  const requests: FetchRequest[] = [];
  return {
    requests,
    async fetch(request) {
      requests.push(request);
      let url = request.url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        if (!allowed.has(new URL(url).origin)) throw new EngineError('product', 'ADDRESS_REFUSED', `${url} is not an allowed test origin`, false);
        const response = await fetch(url, { method: request.method ?? 'GET', headers: request.headers, redirect: 'manual', signal: request.signal });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          url = new URL(location, url).href;
          continue;
        }
        return toResource(url, response);
      }
      throw pageError('TOO_MANY_REDIRECTS', `${request.url} redirected more than ${MAX_REDIRECTS} times`);
    },
  };
}

async function toResource(url: string, response: Response): Promise<FetchedResource> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const contentType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return { url, status: response.status, headers, contentType, body: Buffer.from(await response.arrayBuffer()) };
}

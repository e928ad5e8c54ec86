import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer as createHttpServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { closedPort } from '../../test/local-http';
import { decodeHtml } from './decode-text';
import { MAX_BODY_BYTES, type FetchRequest } from './fetcher';
import { createSafeFetcher, type SafeFetcherOptions } from './safe-fetch';

/** A local web site on 127.0.0.1 and a port the OS picks, counting what reaches it. */
interface Site {
  port: number;
  /** "127.0.0.1:port", for the allow-list. */
  host: string;
  origin: string;
  requests: { method: string; path: string; headers: IncomingHttpHeaders }[];
  connections: number;
  respond(handler: (request: IncomingMessage, response: ServerResponse) => void): void;
  close(): Promise<void>;
}

async function startSite(): Promise<Site> {
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>ok</h1>');
  const server = createHttpServer((request, response) => {
    site.requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers });
    handler(request, response);
  });
  server.on('connection', () => site.connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const site: Site = {
    port,
    host: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    requests: [],
    connections: 0,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return site;
}

/** A listener on an address that must never be reached: it only counts connections. */
async function startTrap(host: string): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// Every connection this file's code tries, as "ip:port". One to anywhere but this machine is cut at
// once: whether a public address answers from here is not the test's to depend on.
const attempts: string[] = [];
function onClientSocket(message: unknown): void {
  const { socket } = message as { socket: Socket };
  socket.on('connectionAttempt', (ip: string, port: number) => {
    attempts.push(`${ip}:${port}`);
    if (ip !== '127.0.0.1' && ip !== '::1') process.nextTick(() => socket.destroy(new Error('outside connection cut by the test')));
  });
}
beforeAll(() => subscribe('net.client.socket', onClientSocket));
afterAll(() => unsubscribe('net.client.socket', onClientSocket));
afterEach(() => {
  attempts.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  expect(error).toHaveProperty('stage', 'product');
  return error as EngineError;
}

const page = (url: string, extra: Partial<FetchRequest> = {}): FetchRequest => ({ url, kind: 'page', ...extra });

describe('createSafeFetcher refuses what is not a public web page, without connecting', () => {
  let trap4: Awaited<ReturnType<typeof startTrap>>;
  let trap6: Awaited<ReturnType<typeof startTrap>>;
  beforeAll(async () => {
    trap4 = await startTrap('127.0.0.1');
    trap6 = await startTrap('::1');
  });
  afterAll(async () => {
    await trap4.close();
    await trap6.close();
  });
  let before = [0, 0];
  beforeEach(() => {
    before = [trap4.connections(), trap6.connections()];
  });
  const noConnection = () => {
    expect([trap4.connections(), trap6.connections()]).toEqual(before);
    expect(attempts).toEqual([]);
  };

  it.each([
    (p: number, q: number) => [`http://127.0.0.1:${p}/`, '127.0.0.1', q],
    (p: number) => [`http://0.0.0.0:${p}/`, '0.0.0.0'],
    (p: number) => [`http://2130706433:${p}/`, '127.0.0.1'],
    (p: number) => [`http://0x7f.1:${p}/`, '127.0.0.1'],
    (p: number) => [`http://0x7f000001:${p}/`, '127.0.0.1'],
    (p: number) => [`http://017700000001:${p}/`, '127.0.0.1'],
    (p: number) => [`http://127.1:${p}/`, '127.0.0.1'],
    (p: number) => [`http://[::ffff:127.0.0.1]:${p}/`, '[::ffff:7f00:1]'],
    (p: number) => [`http://[64:ff9b::7f00:1]:${p}/`, '[64:ff9b::7f00:1]'],
    (_p: number, q: number) => [`http://[::1]:${q}/`, '[::1]'],
    (_p: number, q: number) => [`http://[::]:${q}/`, '[::]'],
    () => ['http://10.0.0.1/', '10.0.0.1'],
    () => ['http://172.16.0.1/', '172.16.0.1'],
    () => ['http://192.168.1.1/', '192.168.1.1'],
    () => ['http://169.254.169.254/latest/meta-data/iam/', '169.254.169.254'],
    () => ['http://100.64.0.1/', '100.64.0.1'],
    () => ['http://224.0.0.1/', '224.0.0.1'],
    () => ['http://[fe80::1]/', '[fe80::1]'],
    () => ['https://[fd00:ec2::254]/latest/meta-data/', '[fd00:ec2::254]'],
  ])('refuses a local or private IP address (%#)', async (build) => {
    const [url, shown] = build(trap4.port, trap6.port) as [string, string];
    const error = await failure(createSafeFetcher().fetch(page(url)));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toBe(`The address ${shown} is a private or local network address; only public websites can be read`);
    noConnection();
  });

  it('refuses localhost, which the system resolver answers with 127.0.0.1', async () => {
    const error = await failure(createSafeFetcher().fetch(page(`http://localhost:${trap4.port}/`)));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toMatch(/^The address localhost leads to (127\.0\.0\.1|::1), a private or local network address/);
    noConnection();
  });

  it('refuses a name that resolves to 127.0.0.1', async () => {
    const asked: string[] = [];
    const fetcher = createSafeFetcher({ resolve: async (name) => (asked.push(name), ['127.0.0.1']) });
    const error = await failure(fetcher.fetch(page(`http://shop.test:${trap4.port}/p/1`)));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toContain('The address shop.test leads to 127.0.0.1');
    expect(asked).toEqual(['shop.test']);
    noConnection();
  });

  it('refuses a name that resolves to one public and one private address', async () => {
    const fetcher = createSafeFetcher({ resolve: async () => ['93.184.216.34', '127.0.0.1'] });
    const error = await failure(fetcher.fetch(page(`http://mixed.test:${trap4.port}/`)));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toContain('leads to 127.0.0.1');
    noConnection();
  });

  it('connects only to the address it checked, so a name that rebinds to 127.0.0.1 never reaches it', async () => {
    const answers = [['93.184.216.34'], ['127.0.0.1']];
    let lookups = 0;
    const fetcher = createSafeFetcher({ connectTimeoutMs: 300, timeoutMs: 2000, resolve: async () => answers[Math.min(lookups++, 1)]! });
    const error = await failure(fetcher.fetch(page(`http://rebind.test:${trap4.port}/`)));
    expect(['SITE_FAILED', 'FETCH_TIMEOUT']).toContain(error.code);
    expect(lookups).toBe(1);
    expect(attempts).toEqual([`93.184.216.34:${trap4.port}`]);
    expect(trap4.connections()).toBe(before[0]);
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/product.html', 'data:text/html,<h1>Product</h1>', 'javascript:alert(document.cookie)'])(
    'refuses the non-web address %s',
    async (url) => {
      const error = await failure(createSafeFetcher({ allowHosts: ['example.com'] }).fetch(page(url)));
      expect(error.code).toBe('ADDRESS_REFUSED');
      expect(error.message).toMatch(/^Only web addresses \(http or https\) can be read/);
      noConnection();
    },
  );

  it('refuses an address with a user name and password', async () => {
    const error = await failure(createSafeFetcher({ allowHosts: [`127.0.0.1:${trap4.port}`] }).fetch(page(`http://admin:s3cret@127.0.0.1:${trap4.port}/`)));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).not.toContain('s3cret');
    noConnection();
  });

  it('refuses a port browsers never read pages from, even on an allowed host', async () => {
    const error = await failure(createSafeFetcher({ allowHosts: ['127.0.0.1'] }).fetch(page('http://127.0.0.1:25/')));
    expect(error.code).toBe('ADDRESS_REFUSED');
    expect(error.message).toBe('The address 127.0.0.1 uses a port browsers refuse to read pages from');
    noConnection();
  });

  it('stops an allowed page that redirects to a local address that is not allowed', async () => {
    const site = await startSite();
    try {
      site.respond((_request, response) => response.writeHead(302, { location: `http://127.0.0.1:${trap4.port}/admin` }).end());
      const error = await failure(createSafeFetcher({ allowHosts: [site.host] }).fetch(page(`${site.origin}/product`)));
      expect(error.code).toBe('ADDRESS_REFUSED');
      expect(error.message).toBe('The address 127.0.0.1 is a private or local network address; only public websites can be read (the page at 127.0.0.1 redirected there)');
      expect(site.requests.map((r) => r.path)).toEqual(['/product']);
      expect(trap4.connections()).toBe(before[0]);
    } finally {
      await site.close();
    }
  });

  it('checks the name a redirect leads to with the resolver again', async () => {
    const site = await startSite();
    try {
      site.respond((_request, response) => response.writeHead(301, { location: `http://internal.test:${trap4.port}/` }).end());
      const fetcher = createSafeFetcher({ allowHosts: [site.host], resolve: async () => ['10.1.2.3'] });
      const error = await failure(fetcher.fetch(page(`${site.origin}/`)));
      expect(error.code).toBe('ADDRESS_REFUSED');
      expect(error.message).toContain('internal.test leads to 10.1.2.3');
      expect(trap4.connections()).toBe(before[0]);
    } finally {
      await site.close();
    }
  });
});

describe('createSafeFetcher reads a page', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());
  afterEach(() => {
    site.requests.length = 0;
  });
  const fetcher = (options: SafeFetcherOptions = {}) => createSafeFetcher({ allowHosts: [site.host], timeoutMs: 3000, ...options });

  it('returns the final address, status, headers and body', async () => {
    site.respond((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Shop': 'Loja' }).end('<h1>Caneca</h1>'));
    const resource = await fetcher().fetch(page(`${site.origin}/p/caneca?ref=ad`));
    expect(resource).toMatchObject({ url: `${site.origin}/p/caneca?ref=ad`, status: 200, contentType: 'text/html' });
    expect(resource.headers['x-shop']).toBe('Loja');
    expect(resource.body.toString()).toBe('<h1>Caneca</h1>');
  });

  it('connects a name to the address it resolved and keeps the name in the Host header', async () => {
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    const shop = createSafeFetcher({ allowHosts: [`shop.test:${site.port}`], resolve: async () => ['127.0.0.1'] });
    const resource = await shop.fetch({ url: `http://shop.test:${site.port}/products/caneca.json`, kind: 'json' });
    expect(resource.body.toString()).toBe('{"ok":true}');
    expect(site.requests[0]?.headers.host).toBe(`shop.test:${site.port}`);
  });

  it('sends the headers of a desktop Chrome, with Accept for the kind', async () => {
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'));
    await fetcher().fetch(page(`${site.origin}/`));
    await fetcher().fetch({ url: `${site.origin}/p.json`, kind: 'json' });
    await fetcher().fetch({ url: `${site.origin}/p.jpg`, kind: 'image' });
    const [html, json, image] = site.requests.map((r) => r.headers);
    expect(html?.['user-agent']).toMatch(/^Mozilla\/5\.0 \(Windows NT 10\.0; Win64; x64\) .*Chrome\/\d+/);
    expect(html?.accept).toMatch(/^text\/html,application\/xhtml\+xml/);
    expect(html?.['accept-encoding']).toBe('gzip, deflate, br');
    expect(json?.accept).toMatch(/^application\/json/);
    expect(image?.accept).toMatch(/^image\/avif,image\/webp,.*image\/\*/);
  });

  it.each([
    ['en', 'en-US,en;q=0.9'],
    ['es', 'es-ES,es;q=0.9,en;q=0.5'],
    ['pt-BR', 'pt-BR,pt;q=0.9,en;q=0.5'],
  ] as const)('asks for the page in %s', async (language, expected) => {
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'));
    await fetcher().fetch(page(`${site.origin}/`, { language }));
    expect(site.requests[0]?.headers['accept-language']).toBe(expected);
  });

  it('sends the caller’s headers, but never its Host', async () => {
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'));
    await fetcher().fetch(page(`${site.origin}/`, { headers: { 'User-Agent': 'Playwright Chrome', Host: 'evil.test', Cookie: 'cart=1' } }));
    expect(site.requests[0]?.headers).toMatchObject({ 'user-agent': 'Playwright Chrome', host: site.host, cookie: 'cart=1' });
  });

  it.each([
    ['gzip', gzipSync],
    ['br', brotliCompressSync],
    ['deflate', deflateSync],
  ] as const)('unpacks a %s body', async (encoding, compress) => {
    const html = `<h1>Promoção Ação São João – R$ 1.299,90</h1>${'<p>Caneca de cerâmica</p>'.repeat(200)}`;
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': encoding }).end(compress(Buffer.from(html))));
    const resource = await fetcher().fetch(page(`${site.origin}/`));
    expect(decodeHtml(resource)).toBe(html);
  });

  it('returns a picture fetched as an image byte for byte', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    const resource = await fetcher().fetch({ url: `${site.origin}/caneca.jpg`, kind: 'image' });
    expect(resource.contentType).toBe('image/jpeg');
    expect(resource.body.equals(jpeg)).toBe(true);
  });

  it('says a page address that leads to a picture (served as text/html) is not a product page', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2980b9' } }).jpeg().toBuffer();
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(jpeg));
    const error = await failure(fetcher().fetch(page(`${site.origin}/produto`)));
    expect(error.code).toBe('PRODUCT_NOT_FOUND');
    expect(error.message).toBe('The address 127.0.0.1 leads to a file (a JPEG picture), not a product page');
  });

  it('answers a HEAD request with no body', async () => {
    site.respond((request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(request.method === 'HEAD' ? undefined : '<p>hi</p>'));
    const resource = await fetcher().fetch(page(`${site.origin}/`, { method: 'HEAD' }));
    expect(resource.status).toBe(200);
    expect(resource.body.length).toBe(0);
    expect(site.requests[0]?.method).toBe('HEAD');
  });
});

describe('createSafeFetcher follows redirects', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
    // /hop/N redirects N more times, alternating relative and absolute Locations.
    site.respond((request, response) => {
      const left = Number(/^\/hop\/(\d+)/.exec(request.url ?? '')?.[1] ?? 0);
      if (request.url === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
      if (left === 0) return void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>end</h1>');
      const next = left % 2 === 0 ? `/hop/${left - 1}` : `${site.origin}/hop/${left - 1}`;
      response.writeHead(left % 3 === 0 ? 301 : 307, { location: next }).end();
    });
  });
  afterAll(() => site.close());
  afterEach(() => {
    site.requests.length = 0;
  });

  it('follows five redirects to the page', async () => {
    const resource = await createSafeFetcher({ allowHosts: [site.host] }).fetch(page(`${site.origin}/hop/5`));
    expect(resource.url).toBe(`${site.origin}/hop/0`);
    expect(resource.body.toString()).toBe('<h1>end</h1>');
    expect(site.requests.map((r) => r.path)).toEqual(['/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1', '/hop/0']);
  });

  it('gives up after five redirects', async () => {
    const error = await failure(createSafeFetcher({ allowHosts: [site.host] }).fetch(page(`${site.origin}/hop/6`)));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
    expect(error.message).toBe('The page at 127.0.0.1 redirected more than 5 times');
    expect(site.requests).toHaveLength(6);
  });

  it('gives up on a page that redirects to itself', async () => {
    const error = await failure(createSafeFetcher({ allowHosts: [site.host] }).fetch(page(`${site.origin}/loop`)));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
    expect(site.requests).toHaveLength(6);
  });

  it('does not carry the caller’s cookie to another site', async () => {
    const other = await startSite();
    try {
      other.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<p>other</p>'));
      const fetcher = createSafeFetcher({ allowHosts: [site.host, other.host] });
      site.respond((_request, response) => response.writeHead(302, { location: `${other.origin}/landing` }).end());
      await fetcher.fetch(page(`${site.origin}/go`, { headers: { cookie: 'session=abc', 'x-trace': '1' } }));
      expect(site.requests[0]?.headers.cookie).toBe('session=abc');
      expect(other.requests[0]?.headers.cookie).toBeUndefined();
      expect(other.requests[0]?.headers['x-trace']).toBe('1');
    } finally {
      await other.close();
    }
  });
});

describe('createSafeFetcher limits and failures', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());
  const fetcher = (options: SafeFetcherOptions = {}) => createSafeFetcher({ allowHosts: [site.host], timeoutMs: 3000, ...options });

  it('refuses a body whose Content-Length passes the cap without waiting for it', async () => {
    site.respond((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(MAX_BODY_BYTES + 1) });
      response.write('<html>'); // and nothing more
    });
    const error = await failure(fetcher().fetch(page(`${site.origin}/`)));
    expect(error.code).toBe('PAGE_TOO_LARGE');
    expect(error.message).toBe('The page at 127.0.0.1 is larger than 5 MB, more than is read');
  });

  it('stops reading a streamed body once it passes the cap, and hangs up', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => (closed = resolve));
    site.respond((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      response.on('close', closed);
      pump();
    });
    const error = await failure(fetcher({ maxBodyBytes: 100_000 }).fetch(page(`${site.origin}/`)));
    expect(error.code).toBe('PAGE_TOO_LARGE');
    expect(error.message).toContain('larger than 97.7 KB');
    await hungUp;
  });

  it('takes a body exactly at the cap and refuses one byte more', async () => {
    site.respond((request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(request.url === '/more' ? 1001 : 1000)));
    expect((await fetcher({ maxBodyBytes: 1000 }).fetch(page(`${site.origin}/`))).body.length).toBe(1000);
    expect((await failure(fetcher({ maxBodyBytes: 1000 }).fetch(page(`${site.origin}/more`)))).code).toBe('PAGE_TOO_LARGE');
  });

  it('counts the unpacked bytes, so a gzip bomb is too large', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES / 10);
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': bomb.length }).end(bomb));
    const error = await failure(fetcher().fetch(page(`${site.origin}/`)));
    expect(error.code).toBe('PAGE_TOO_LARGE');
  });

  it('says a corrupt compressed body cannot be read', async () => {
    site.respond((_request, response) => response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end('this was never gzip'));
    const error = await failure(fetcher().fetch(page(`${site.origin}/`)));
    expect(error.code).toBe('PAGE_UNREADABLE');
    expect(error.message).toBe('The site 127.0.0.1 sent a compressed page that could not be unpacked');
  });

  it('times out when the headers never come', async () => {
    site.respond(() => {
      // never answers
    });
    const error = await failure(fetcher({ timeoutMs: 300 }).fetch(page(`${site.origin}/`)));
    expect(error).toMatchObject({ code: 'FETCH_TIMEOUT', retryable: true });
    expect(error.message).toBe('The site 127.0.0.1 did not send the page within 0.3 s');
  });

  it('times out when the body drips in too slowly', async () => {
    site.respond((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write('<p>')), 20);
      response.on('close', () => clearInterval(drip));
    });
    const error = await failure(fetcher({ timeoutMs: 400 }).fetch(page(`${site.origin}/`)));
    expect(error.code).toBe('FETCH_TIMEOUT');
  });

  it('counts the time of every redirect hop against one deadline', async () => {
    site.respond((request, response) => {
      const hop = Number(request.url?.slice(1) ?? 0);
      setTimeout(() => (hop < 4 ? response.writeHead(302, { location: `/${hop + 1}` }).end() : response.writeHead(200).end('<p>late</p>')), 150);
    });
    const error = await failure(fetcher({ timeoutMs: 400 }).fetch(page(`${site.origin}/0`)));
    expect(error.code).toBe('FETCH_TIMEOUT');
  });

  it.each([
    [403, 'PAGE_BLOCKED', false],
    [429, 'PAGE_BLOCKED', true],
    [401, 'PAGE_BLOCKED', false],
    [451, 'PAGE_BLOCKED', false],
    [404, 'PRODUCT_NOT_FOUND', false],
    [410, 'PRODUCT_NOT_FOUND', false],
    [500, 'SITE_FAILED', true],
    [503, 'SITE_FAILED', true],
    [400, 'PAGE_UNREADABLE', false],
    [304, 'PAGE_UNREADABLE', false],
  ] as const)('turns HTTP %i into %s', async (status, code, retryable) => {
    site.respond((_request, response) => response.writeHead(status, { 'content-type': 'text/html' }).end(status === 304 ? undefined : '<h1>nope</h1>'));
    const error = await failure(fetcher().fetch(page(`${site.origin}/`)));
    expect(error).toMatchObject({ code, retryable });
    expect(error.message).toContain(`HTTP ${status}`);
    expect(error.message).toContain('127.0.0.1');
  });

  it('says the site failed when the connection breaks off in the middle of the page', async () => {
    site.respond((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': '10000' });
      response.write('<html><body>', () => response.socket?.destroy());
    });
    const error = await failure(fetcher().fetch(page(`${site.origin}/`)));
    expect(error.code).toBe('SITE_FAILED');
    expect(error.message).toMatch(/^The site 127\.0\.0\.1 broke off while sending the page/);
  });

  it('says the site failed when nothing listens there', async () => {
    const port = await closedPort();
    const error = await failure(createSafeFetcher({ allowHosts: [`127.0.0.1:${port}`] }).fetch(page(`http://127.0.0.1:${port}/`)));
    expect(error).toMatchObject({ code: 'SITE_FAILED', retryable: true });
    expect(error.message).toBe('The site 127.0.0.1 could not be reached (ECONNREFUSED)');
  });

  it('says the site failed when its name does not exist', async () => {
    const resolve = async (name: string) => Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
    const error = await failure(createSafeFetcher({ resolve }).fetch(page('https://no-such-shop.example/p/1')));
    expect(error.code).toBe('SITE_FAILED');
    expect(error.message).toBe('The site no-such-shop.example could not be found (no such name)');
    expect(attempts).toEqual([]);
  });

  it('stops when cancelled, and hangs up', async () => {
    let closed!: () => void;
    const hungUp = new Promise<void>((resolve) => (closed = resolve));
    site.respond((request) => request.socket.on('close', closed));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure(fetcher().fetch(page(`${site.origin}/`, { signal: controller.signal })));
    expect(error).toMatchObject({ code: 'CANCELLED', retryable: false });
    await hungUp;
  });

  it('does not start when already cancelled', async () => {
    const before = site.connections;
    const error = await failure(fetcher().fetch(page(`${site.origin}/`, { signal: AbortSignal.abort() })));
    expect(error.code).toBe('CANCELLED');
    expect(site.connections).toBe(before);
  });
});

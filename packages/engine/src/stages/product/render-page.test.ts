import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { startLocalServer, type LocalServer } from '../../test/local-http';
import { pageError, type Fetcher } from './fetcher';
import { renderPageInBrowser } from './render-page';
import { createTestFetcher } from '../../test/test-fetcher';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SHELL = '<!doctype html><html><head><title>Shop</title></head><body><div id="app"></div><script src="/app.js"></script></body></html>';

// Builds the product from an API call, as a single-page shop does; the static HTML has none of it.
const APP_JS = `
fetch('/api/product.json').then((r) => r.json()).then((product) => {
  document.getElementById('app').innerHTML = '<h1>' + product.name + '</h1><p id="lang">' + navigator.language + '</p>';
  const ld = document.createElement('script');
  ld.type = 'application/ld+json';
  ld.textContent = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: product.name });
  document.head.appendChild(ld);
});`;

/** A page that tries every way out of the route to `other` (TCP) and `udpPort`, then shows its product. */
function escapingPage(other: string, udpPort: number): string {
  const worker = (kind: string) => `new ${kind}(URL.createObjectURL(new Blob([${JSON.stringify(`fetch('${other}/${kind}').catch(() => 0)`)}])))`;
  return `<!doctype html><html><head>
<link rel="preconnect" href="${other}"><link rel="dns-prefetch" href="http://example.com"><link rel="prefetch" href="${other}/prefetch">
</head><body><div id="app"></div><img id="pixel" src="${other}/pixel"><iframe src="${other}/frame"></iframe>
<script src="/bounce.js"></script>
<script>
const settled = (target, ok, bad) => new Promise((resolve) => { target[ok] = resolve; target[bad] = resolve; });
(async () => {
  const socket = new WebSocket('${other.replace('http', 'ws')}/ws');
  const source = new EventSource('${other}/events');
  navigator.sendBeacon('${other}/beacon', 'x');
  ${worker('Worker')};
  const shared = ${worker('SharedWorker')};
  const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${udpPort}' }] });
  peer.createDataChannel('x');
  const gathered = new Promise((resolve) => { peer.onicegatheringstatechange = () => peer.iceGatheringState === 'complete' && resolve(); });
  await peer.setLocalDescription(await peer.createOffer());
  await Promise.all([
    fetch('${other}/steal').catch(() => 0),
    settled(document.getElementById('pixel'), 'onload', 'onerror'),
    settled(socket, 'onclose', 'onerror'),
    settled(source, 'onopen', 'onerror'),
    Promise.race([gathered, new Promise((resolve) => setTimeout(resolve, 3000))]),
  ]);
  source.close();
  document.getElementById('app').innerHTML = '<h1>Still here</h1><script type="application/ld+json">{"@type":"Product","name":"Still here"}<' + '/script>';
})();
</script></body></html>`;
}

/** A TCP and a UDP listener that count whatever reaches them. */
interface Trap {
  origin: string;
  udpPort: number;
  /** Connections and datagrams seen but our own, counted once one of ours of each has arrived (kernel queues are FIFO). */
  count(): Promise<{ connections: number; datagrams: number }>;
  close(): Promise<void>;
}

async function startTrap(): Promise<Trap> {
  let connections = 0;
  let datagrams = 0;
  let sentinels = 0;
  const tcp: Server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const udp: UdpSocket = createSocket('udp4', () => datagrams++);
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  const { port } = tcp.address() as AddressInfo;
  const udpPort = udp.address().port;
  return {
    origin: `http://127.0.0.1:${port}`,
    udpPort,
    async count() {
      const [tcpBefore, udpBefore] = [connections, datagrams];
      await new Promise<void>((resolve) => connect(port, '127.0.0.1').once('close', () => resolve()).resume());
      await new Promise<void>((resolve) => {
        const sender = createSocket('udp4');
        udp.once('message', () => resolve());
        sender.send('sentinel', udpPort, '127.0.0.1', () => sender.close());
      });
      expect([connections - tcpBefore, datagrams - udpBefore]).toEqual([1, 1]);
      const ours = sentinels++;
      return { connections: tcpBefore - ours, datagrams: udpBefore - ours };
    },
    close: async () => {
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
      await new Promise<void>((resolve) => udp.close(resolve));
    },
  };
}

/** Live (not yet reaped or exited) Chromium processes started under this test process. */
function liveChromiumProcesses(): number[] {
  const parents = new Map<number, { parent: number; state: string }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), { parent: Number(parent), state: state! });
    } catch {
      // It ended while we looked.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let current = parents.get(pid)?.parent; current !== undefined && current > 1; current = parents.get(current)?.parent) if (current === process.pid) return true;
    return false;
  };
  return [...parents].filter(([pid, { state }]) => state !== 'Z' && isOurs(pid) && /chrom/i.test(readCommand(pid))).map(([pid]) => pid);
}

function readCommand(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

describe('rendering a script-built product page in headless Chromium', () => {
  let site: LocalServer;
  let origin: string;
  let trap: Trap;
  // Requests the site never answers; they end when the fetcher gives up or the server closes.
  const hanging: ServerResponse[] = [];
  let onHang: () => void = () => undefined;

  beforeAll(async () => {
    [site, trap] = await Promise.all([startLocalServer(), startTrap()]);
    origin = new URL(site.baseURL).origin;
    site.respond((request, response) => {
      const page = (type: string, body: string) => response.writeHead(200, { 'content-type': type }).end(body);
      if (request.path === '/product') return page('text/html', SHELL);
      if (request.path === '/old-product') return response.writeHead(301, { location: '/product' }).end();
      if (request.path === '/app.js') return page('text/javascript', APP_JS);
      if (request.path === '/api/product.json') return page('application/json', JSON.stringify({ name: 'Trail Runner 2' }));
      if (request.path === '/escape') return page('text/html', escapingPage(trap.origin, trap.udpPort));
      if (request.path === '/busy') return page('text/html', `<h1>Loading</h1><script>fetch('/api/hang')</script>`);
      if (request.path === '/api/hang' || request.path === '/never') {
        hanging.push(response);
        return onHang();
      }
      response.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await Promise.all([site.close(), trap.close()]);
  });

  it('returns the DOM the script built, every request answered through the fetcher, at the final URL', async () => {
    const fetcher = createTestFetcher([origin]);
    const rendered = await renderPageInBrowser({ url: `${origin}/old-product`, fetcher, language: 'pt-BR', chromiumPath: CHROMIUM_PATH });

    expect(rendered.url).toBe(`${origin}/product`);
    expect(rendered.html).toContain('<h1>Trail Runner 2</h1>');
    expect(rendered.html).toContain('<p id="lang">pt-BR</p>');
    expect(rendered.html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product","name":"Trail Runner 2"\}<\/script>/);
    expect(fetcher.requests.map((request) => request.url)).toEqual([`${origin}/old-product`, `${origin}/app.js`, `${origin}/api/product.json`]);
    expect(fetcher.requests.every((request) => request.language === 'pt-BR')).toBe(true);
  });

  it('lets nothing the page asks for reach another address, and still returns the page', async () => {
    const local = createTestFetcher([origin]);
    // Even a redirect handed back by a fetcher must not be followed by Chromium on its own.
    const fetcher: Fetcher = {
      fetch: (request) =>
        request.url.endsWith('/bounce.js')
          ? Promise.resolve({ url: request.url, status: 302, headers: { location: `${trap.origin}/bounced` }, contentType: '', body: Buffer.alloc(0) })
          : local.fetch(request),
    };
    const rendered = await renderPageInBrowser({ url: `${origin}/escape`, fetcher, chromiumPath: CHROMIUM_PATH });

    expect(rendered.html).toContain('<h1>Still here</h1>');
    expect(await trap.count()).toEqual({ connections: 0, datagrams: 0 });
    // Documents and fetches were asked of the fetcher (which refused them); pictures never were.
    const asked = local.requests.map((request) => request.url);
    expect(asked).toEqual(expect.arrayContaining([`${trap.origin}/steal`, `${trap.origin}/frame`, `${trap.origin}/Worker`]));
    expect(asked).not.toContain(`${trap.origin}/pixel`);
  });

  it("rethrows the fetcher's own error when it refuses the page", async () => {
    const refused = renderPageInBrowser({ url: `${trap.origin}/`, fetcher: createTestFetcher([origin]), chromiumPath: CHROMIUM_PATH });
    await expect(refused).rejects.toMatchObject({ stage: 'product', code: 'ADDRESS_REFUSED' });
    const blocking: Fetcher = { fetch: () => Promise.reject(pageError('PAGE_BLOCKED', 'The site answered 403')) };
    await expect(renderPageInBrowser({ url: `${origin}/product`, fetcher: blocking, chromiumPath: CHROMIUM_PATH })).rejects.toMatchObject({ code: 'PAGE_BLOCKED' });
    expect(await trap.count()).toEqual({ connections: 0, datagrams: 0 });
  });

  it('reports a page that never settles as FETCH_TIMEOUT and leaves no Chromium behind', async () => {
    let seen: number[] = [];
    onHang = () => (seen = liveChromiumProcesses());
    const error = await renderPageInBrowser({ url: `${origin}/busy`, fetcher: createTestFetcher([origin]), timeoutMs: 5000, chromiumPath: CHROMIUM_PATH }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ stage: 'product', code: 'FETCH_TIMEOUT', retryable: true });
    expect(seen.length).toBeGreaterThan(0);
    await expect.poll(() => liveChromiumProcesses().filter((pid) => seen.includes(pid)), { timeout: 5000 }).toEqual([]);
  });

  it('reports a site that never answers the page as FETCH_TIMEOUT', async () => {
    onHang = () => undefined;
    await expect(renderPageInBrowser({ url: `${origin}/never`, fetcher: createTestFetcher([origin]), timeoutMs: 500, chromiumPath: CHROMIUM_PATH })).rejects.toMatchObject({ code: 'FETCH_TIMEOUT' });
  });

  it('closes the browser when the caller cancels', async () => {
    const controller = new AbortController();
    let seen: number[] = [];
    onHang = () => {
      seen = liveChromiumProcesses();
      controller.abort();
    };
    const rendering = renderPageInBrowser({ url: `${origin}/busy`, fetcher: createTestFetcher([origin]), signal: controller.signal, chromiumPath: CHROMIUM_PATH });

    await expect(rendering).rejects.toMatchObject({ stage: 'product', code: 'CANCELLED' });
    expect(seen.length).toBeGreaterThan(0);
    await expect.poll(() => liveChromiumProcesses().filter((pid) => seen.includes(pid)), { timeout: 5000 }).toEqual([]);
  });

  it('reports a missing Chromium as TOOL_MISSING', async () => {
    const missing = renderPageInBrowser({ url: `${origin}/product`, fetcher: createTestFetcher([origin]), chromiumPath: '/nonexistent/chromium' });
    await expect(missing).rejects.toMatchObject({ stage: 'setup', code: 'TOOL_MISSING' });
  });
});

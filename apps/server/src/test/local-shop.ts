import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const EXAMPLE = fileURLToPath(new URL('../../../../packages/engine/assets/examples/aurora-lamp/', import.meta.url));

/** A product page with structured data and two pictures, as a shop would serve it. */
export const AURORA_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Luminária Aurora</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Luminária de Mesa Aurora",
"description":"Luminária de mesa LED com braço articulado e cinco níveis de brilho.","image":["/fotos/aurora-hero.jpg","/fotos/aurora-detail.jpg"],
"offers":{"@type":"Offer","price":"249.90","priceCurrency":"BRL"}}</script></head><body><h1>Luminária de Mesa Aurora</h1></body></html>`;

/** A shop on 127.0.0.1 (port chosen by the system), for tests that generate from a product address. */
export interface LocalShop {
  origin: string;
  /** host:port, for FETCH_ALLOW_HOSTS. */
  host: string;
  server: Server;
  /** The paths asked for so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves /p/aurora (a product page), /fotos/* (its pictures), and /slow/<anything>: a page without
 * any product, answered after `slowMs`, for jobs that take a little while and then fail.
 */
export async function startShop(options: { slowMs?: number } = {}): Promise<LocalShop> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    if (url === '/p/aurora') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(AURORA_PAGE);
    else if (url.startsWith('/fotos/')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(readFileSync(`${EXAMPLE}${url.slice('/fotos/'.length)}`));
    else if (url.startsWith('/slow/')) {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Hello</title><p>Nothing to buy here.</p>'), options.slowMs ?? 1_000);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    server,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

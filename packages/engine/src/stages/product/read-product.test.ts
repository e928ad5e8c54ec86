import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../test/local-http';
import { pageFailureType } from './fetcher';
import { extractProduct } from './extract/extract-product';
import { factsFromPage, readProductFile, readProductPage, savedPageHtml } from './read-product';
import { createSafeFetcher } from './safe-fetch';

const SYNTHETIC = join(import.meta.dirname, '../../../fixtures/product-pages/synthetic');
const ZYTE = join(import.meta.dirname, '../../../fixtures/product-pages/zyte-benchmark');

interface Expected {
  url: string;
  json_url?: string;
  name?: string;
  price?: string;
  old_price?: string;
  currency?: string;
  brand?: string;
  marketplace?: string;
  language?: string;
  images?: string[];
  features?: string[];
  has_product?: boolean;
}
const expected = JSON.parse(readFileSync(join(SYNTHETIC, 'expected.json'), 'utf8')) as Record<string, Expected>;

/** What a test site answers at a path. */
interface Page {
  status?: number;
  type?: string;
  body: string | Buffer;
  /** Milliseconds before answering. */
  delayMs?: number;
}

/**
 * One local server standing in for every shop: a page's own host name resolves to 127.0.0.1 (and
 * is allow-listed with the server's port), so the extractors see the real address.
 */
describe('readProductPage, through the safe fetcher', () => {
  let site: LocalServer;
  let port: number;
  const pages = new Map<string, Page>();

  beforeAll(async () => {
    site = await startLocalServer();
    port = Number(new URL(site.baseURL).port);
    site.respond((request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      const page = pages.get(`${host}${request.path}`);
      if (!page) {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      setTimeout(() => response.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8' }).end(page.body), page.delayMs ?? 0);
    });
  });
  afterAll(() => site.close());

  /** Serves `page` at `address` (its host on the local port) and returns the local address. */
  const serve = (address: string, page: Page): string => {
    const url = new URL(address);
    pages.set(`${url.hostname}${url.pathname}${url.search}`, page);
    return `http://${url.hostname}:${port}${url.pathname}${url.search}`;
  };
  const fetcherFor = (...addresses: string[]) =>
    createSafeFetcher({ allowHosts: addresses.map((address) => `${new URL(address).hostname}:${port}`), resolve: async () => ['127.0.0.1'], timeoutMs: 3_000 });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error, 'the read should fail').toBeDefined();
    return { type: pageFailureType(error), message: error?.message ?? '' };
  };

  const products = Object.entries(expected).filter(([, page]) => page.has_product !== false);
  it.each(products)('reads the %s page as served', async (name, page) => {
    const local = serve(page.url, { body: readFileSync(join(SYNTHETIC, `${name}.html`)) });
    if (page.json_url) serve(page.json_url, { type: 'application/json', body: readFileSync(join(SYNTHETIC, 'shopify-product.js')) });
    const { product } = await readProductPage({ url: local, fetcher: fetcherFor(page.url) });
    const { url: _url, json_url: _json, has_product: _has, ...facts } = page;
    // Served locally, the page's own addresses gain a port; protocol-relative ones (Shopify's JSON)
    // do not: pictures are compared by host and path.
    const place = (images: readonly string[]) => [...new Set(images.map((image) => `${new URL(image).hostname}${new URL(image).pathname}${new URL(image).search}`))];
    expect({ ...product, images: place(product.images) }).toMatchObject({ ...facts, ...(facts.images ? { images: place(facts.images) } : {}) });
  });

  it('says a challenge page is a bot wall, in the spec’s words', async () => {
    const page = expected['challenge-cloudflare'];
    if (!page) throw new Error('fixture missing');
    const local = serve(page.url, { status: 503, body: readFileSync(join(SYNTHETIC, 'challenge-cloudflare.html')) });
    const bot = await failure(readProductPage({ url: local, fetcher: fetcherFor(page.url) }));
    expect(bot.type).toBe('scraping_failed');
    expect(bot.message).toMatch(/^Website access blocked by security measures/);
  });

  it('says a page without a product has none, in the spec’s words', async () => {
    const page = expected['no-product'];
    if (!page) throw new Error('fixture missing');
    const local = serve(page.url, { body: readFileSync(join(SYNTHETIC, 'no-product.html')) });
    expect(await failure(readProductPage({ url: local, fetcher: fetcherFor(page.url) }))).toEqual({ type: 'product_not_found', message: 'No product information found on this page' });
  });

  it('classifies what shops answer when they will not show the page', async () => {
    const shop = 'https://loja.example.com.br';
    const fetcher = fetcherFor(shop);
    expect((await failure(readProductPage({ url: serve(`${shop}/blocked`, { status: 403, body: 'Forbidden' }), fetcher }))).type).toBe('scraping_failed');
    expect((await failure(readProductPage({ url: serve(`${shop}/busy`, { status: 429, body: 'Slow down' }), fetcher }))).type).toBe('scraping_failed');
    expect((await failure(readProductPage({ url: serve(`${shop}/broken`, { status: 500, body: 'Oops' }), fetcher }))).type).toBe('server_error');
    expect((await failure(readProductPage({ url: `${shop.replace('https:', 'http:')}:${port}/gone`, fetcher }))).type).toBe('product_not_found');
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } }).jpeg().toBuffer();
    expect(await failure(readProductPage({ url: serve(`${shop}/photo`, { type: 'text/html', body: jpeg }), fetcher }))).toMatchObject({ type: 'product_not_found' });
    const slow = createSafeFetcher({ allowHosts: [`loja.example.com.br:${port}`], resolve: async () => ['127.0.0.1'], timeoutMs: 300 });
    expect(await failure(readProductPage({ url: serve(`${shop}/slow`, { body: '<h1>Late</h1>', delayMs: 2_000 }), fetcher: slow }))).toMatchObject({ type: 'timeout' });
  });

  it('reads a Latin-1 page that says so only in its meta tag', async () => {
    const html = '<html lang="pt-BR"><head><meta charset="iso-8859-1"><title>Panela</title></head><body><h1>Panela de Pressão Inox São José</h1><p>Ação rápida, 6 litros.</p><div class="price">R$ 1.299,90</div><img src="/p.jpg" width="800" height="800" alt="Panela"></body></html>';
    const local = serve('https://utilidades.example.com.br/panela', { type: 'text/html', body: Buffer.from(html, 'latin1') });
    const { product } = await readProductPage({ url: local, fetcher: fetcherFor('https://utilidades.example.com.br/') });
    expect(product.name).toBe('Panela de Pressão Inox São José');
  });

  it('loads a page drawn by its scripts in a browser, only when allowed to', async () => {
    const shop = 'https://app-shop.example.com';
    const script = `document.getElementById('app').innerHTML = '<h1>Relógio Solar Aurora</h1>';
      const data = { '@context': 'https://schema.org', '@type': 'Product', name: 'Relógio Solar Aurora', image: '/relogio.jpg', offers: { '@type': 'Offer', price: '349.00', priceCurrency: 'BRL' } };
      const tag = document.createElement('script'); tag.type = 'application/ld+json'; tag.textContent = JSON.stringify(data); document.head.appendChild(tag);`;
    serve(`${shop}/app.js`, { type: 'text/javascript', body: script });
    const local = serve(`${shop}/p/relogio`, { body: '<html><head><title>Loading…</title></head><body><div id="app"></div><script src="/app.js"></script></body></html>' });
    const fetcher = fetcherFor(shop);
    expect((await failure(readProductPage({ url: local, fetcher }))).type).toBe('product_not_found');
    const { product } = await readProductPage({ url: local, fetcher, browser: { timeoutMs: 15_000 } });
    expect(product).toMatchObject({ name: 'Relógio Solar Aurora', price: '349', currency: 'BRL' });
  });

  it('loads a page whose scripts draw only its price in a browser, and keeps what its HTML says when the browser fails', async () => {
    const shop = 'https://lojinha.example.com';
    serve(`${shop}/price.js`, { type: 'text/javascript', body: `document.getElementById('price').textContent = 'R$ 1.299,90';` });
    const html = `<html lang="pt-BR"><head><title>Cafeteira Italiana Moka 6 xícaras</title><meta property="og:image" content="${shop}/moka.jpg"></head>
      <body><main><h1>Cafeteira Italiana Moka 6 xícaras</h1><div class="product-price"><span id="price" class="price skeleton"></span></div><button>Comprar</button>
      <p>Alumínio polido, para fogão a gás e elétrico. Frete grátis para todo o Brasil.</p></main><script src="/price.js"></script></body></html>`;
    const local = serve(`${shop}/p/moka`, { body: html });
    const fetcher = fetcherFor(shop);
    const plain = await readProductPage({ url: local, fetcher });
    expect(plain.product).toMatchObject({ name: 'Cafeteira Italiana Moka 6 xícaras' });
    expect(plain.product.price).toBeUndefined();
    const { product } = await readProductPage({ url: local, fetcher, browser: { timeoutMs: 15_000 } });
    expect(product).toMatchObject({ name: 'Cafeteira Italiana Moka 6 xícaras', price: '1299.90', currency: 'BRL' });
    const noBrowser = await readProductPage({ url: local, fetcher, browser: { timeoutMs: 15_000, chromiumPath: '/nonexistent/chromium' } });
    expect(noBrowser.product).toMatchObject({ name: 'Cafeteira Italiana Moka 6 xícaras', images: [`${shop}/moka.jpg`] });
  });

  it('downloads the product’s pictures into the facts an ad is made from', async () => {
    const shop = 'https://fotos.example.com';
    const photo = (colour: string) => sharp({ create: { width: 900, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();
    serve(`${shop}/img/front.jpg`, { type: 'image/jpeg', body: await photo('#c2410c') });
    serve(`${shop}/img/side.jpg`, { type: 'image/jpeg', body: await photo('#1d4ed8') });
    serve(`${shop}/img/logo.png`, { type: 'image/png', body: await sharp({ create: { width: 120, height: 40, channels: 3, background: '#000' } }).png().toBuffer() });
    const html = `<html lang="en"><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail Bottle","description":"Keeps water cold for 24 hours.","image":["/img/front.jpg","/img/side.jpg","/img/logo.png","/img/missing.jpg"],"offers":{"@type":"Offer","price":"24.90","priceCurrency":"USD"}}</script></head><body><h1>Trail Bottle</h1></body></html>`;
    const local = serve(`${shop}/bottle`, { body: html });
    const fetcher = fetcherFor(shop);
    const page = await readProductPage({ url: local, fetcher });
    const facts = await factsFromPage({ page, fetcher });
    expect(facts).toMatchObject({ name: 'Trail Bottle', price: '24.90', currency: 'USD', language: 'en', url: local });
    expect(facts.images).toHaveLength(2);
    const onlyLogo = serve(`${shop}/logo-only`, { body: html.replace('"/img/front.jpg","/img/side.jpg",', '') });
    expect(await failure(factsFromPage({ page: await readProductPage({ url: onlyLogo, fetcher }), fetcher }))).toMatchObject({ type: 'product_not_found' });
  });
});

describe('readProductFile', () => {
  it('reads a saved, gzipped page the way a fetched one is read, its address from the benchmark', async () => {
    const truth = JSON.parse(readFileSync(join(ZYTE, 'ground-truth.json'), 'utf8')) as Record<string, { url: string; price?: string[] }>;
    const [hash, page] = Object.entries(truth).find(([, entry]) => entry.price?.length) ?? [];
    if (!hash || !page) throw new Error('no priced page in the benchmark');
    const { product, url } = await readProductFile({ file: join(ZYTE, 'html', `${hash}.html.gz`), baseUrl: page.url });
    expect(url).toBe(page.url);
    expect(product.name).toBeTruthy();
  });

  it('reads a saved page in the encoding it is written in, gzipped or not, as the bench and the benchmark test read theirs', () => {
    // A Portuguese page saved in windows-1252: "€", "ç" and "ã" are single bytes there.
    const page = Buffer.concat([Buffer.from('<html><body><h1>Fog'), Buffer.from([0xe3, 0x6f]), Buffer.from(' a g'), Buffer.from([0xe1, 0x73]), Buffer.from('</h1><span class="price">12,99 '), Buffer.from([0x80]), Buffer.from('</span></body></html>')]);
    for (const saved of [page, gzipSync(page)]) {
      const html = savedPageHtml(saved);
      expect(html).toContain('Fogão a gás');
      expect(extractProduct({ html, url: 'https://loja.example.pt/p/fogao' })).toMatchObject({ price: '12.99', currency: 'EUR' });
    }
  });

  it('needs the page’s address when the page does not say it', async () => {
    await expect(readProductFile({ file: join(SYNTHETIC, 'heuristics-only.html') })).rejects.toThrow(/--base-url/);
  });
});

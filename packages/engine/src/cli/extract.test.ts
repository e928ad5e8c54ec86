import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../test/local-http';
import { probe } from '../test/media';
import { runCli } from './main';

const EXAMPLE = fileURLToPath(new URL('../../assets/examples/aurora-lamp/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../fixtures/product-pages/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'reelsmith-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[], env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: { write: (text) => void (stdout += text) }, stderr: { write: (text) => void (stderr += text) }, env, cwd: dir });
  return { code, stdout, stderr };
}

const LAMP_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Luminária Aurora | Casa Clara</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Luminária de Mesa Aurora","brand":{"@type":"Brand","name":"Casa Clara"},
"description":"Luminária de mesa LED com braço articulado e cinco níveis de brilho.","image":["/fotos/aurora-hero.jpg","/fotos/aurora-detail.jpg"],
"offers":{"@type":"Offer","price":"249.90","priceCurrency":"BRL"}}</script></head>
<body><h1>Luminária de Mesa Aurora</h1><ul class="features"><li>Luz sem reflexos</li><li>Cinco níveis de brilho</li></ul></body></html>`;

describe('reelsmith extract and render --url', () => {
  let shop: LocalServer;
  let host: string;
  beforeAll(async () => {
    shop = await startLocalServer();
    host = new URL(shop.baseURL).host;
    shop.respond((request, response) => {
      if (request.path === '/p/aurora') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LAMP_PAGE);
      else if (request.path === '/blog') response.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(join(FIXTURES, 'synthetic/no-product.html')));
      else if (request.path.startsWith('/fotos/')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(readFileSync(join(EXAMPLE, request.path.slice('/fotos/'.length))));
      else response.writeHead(404).end();
    });
  });
  afterAll(() => shop.close());

  it('prints the facts of a saved, gzipped page as JSON, with the keys in order', async () => {
    const truth = JSON.parse(readFileSync(join(FIXTURES, 'zyte-benchmark/ground-truth.json'), 'utf8')) as Record<string, { url: string; price?: string[] }>;
    const [hash, page] = Object.entries(truth).find(([, entry]) => entry.price?.length) ?? [];
    if (!hash || !page) throw new Error('no priced page');
    const result = await run(['extract', join(FIXTURES, 'zyte-benchmark/html', `${hash}.html.gz`), '--base-url', page.url, '--json']);
    expect(result.code).toBe(0);
    const facts = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(facts)).toEqual(['name', 'description', 'features', 'price', 'old_price', 'currency', 'brand', 'images', 'marketplace', 'language', 'url']);
    expect(page.price?.map(Number)).toContain(Number(facts.price));
    expect(String(facts.price)).toMatch(/^\d+(\.\d+)?$/);
  });

  it('prints the facts of a page it fetches', async () => {
    const result = await run(['extract', `http://${host}/p/aurora`, '--json'], { FETCH_ALLOW_HOSTS: host });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ name: 'Luminária de Mesa Aurora', price: '249.90', currency: 'BRL', brand: 'Casa Clara', language: 'pt-BR', images: [`http://${host}/fotos/aurora-hero.jpg`, `http://${host}/fotos/aurora-detail.jpg`] });
  });

  it('prints the classified error, and never asks a private address', async () => {
    const before = shop.requests.length;
    const refused = await run(['extract', `http://${host}/p/aurora`, '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ error: { type: 'scraping_failed', message: expect.stringMatching(/127\.0\.0\.1.*private or local/) as unknown } });
    expect(shop.requests.length).toBe(before);
    const blog = await run(['extract', `http://${host}/blog`, '--json'], { FETCH_ALLOW_HOSTS: host });
    expect(blog.code).toBe(1);
    expect(JSON.parse(blog.stdout)).toEqual({ error: { type: 'product_not_found', message: 'No product information found on this page' } });
  });

  it('makes an ad from a product page end to end', async () => {
    const result = await run(['render', '--url', `http://${host}/p/aurora`, '--duration', '15', '--format', '1:1', '--out', 'aurora.mp4', '--offline', '--quiet', '--json'], { FETCH_ALLOW_HOSTS: host });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const made = JSON.parse(result.stdout) as { video: string; storyboard: string };
    const info = await probe(made.video);
    expect([info.video.width, info.video.height]).toEqual([1080, 1080]);
    const storyboard = JSON.parse(readFileSync(made.storyboard, 'utf8')) as { language: string; product: { name: string; url: string }; assets: { images: unknown[] }; script: { scenes: { kind: string; title: string }[] } };
    expect(storyboard).toMatchObject({ language: 'pt-BR', product: { name: 'Luminária de Mesa Aurora', url: `http://${host}/p/aurora` } });
    expect(storyboard.assets.images).toHaveLength(2);
    expect(storyboard.script.scenes.find((scene) => scene.kind === 'offer')?.title).toMatch(/^R\$\s249,90$/);
  }, 120_000);
});

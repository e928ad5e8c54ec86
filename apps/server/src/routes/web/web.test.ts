import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET, TEST_BASE_URL, WEB_FILES, createTestApp, type TestApp } from '../../test/app-harness';

describe('the web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the app shell for every page of the product not prerendered, in each language', async () => {
    for (const path of ['/es', '/ptbr', '/ptbr/', '/login', '/es/contact', '/ptbr/debt_collection', '/videos/123', '/es/campaigns/new']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(WEB_FILES['app-shell.html']);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves a prerendered page in place of the shell, with its public address in the links', async () => {
    const blog = await t.app.request('/es/blog');
    expect(blog.status).toBe(200);
    expect(blog.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = await blog.text();
    expect(text).toBe(`<!doctype html><title>Blog (prerendered)</title><link rel="canonical" href="${TEST_BASE_URL}/es/blog"><link rel="alternate" hreflang="en" href="${TEST_BASE_URL}/blog">`);
    for (const path of ['/', '/index.html']) {
      const home = await t.app.request(path);
      expect(await home.text(), path).toBe(`<!doctype html><title>Home (prerendered)</title><link rel="canonical" href="${TEST_BASE_URL}/">`);
    }
    const head = await t.app.request('/es/blog', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(await head.text()).toBe('');
  });

  it('answers unknown paths with the shell and status 404, so the app shows its not-found page', async () => {
    for (const path of ['/es/nowhere', '/nowhere', '/ptbr/login/extra', '/fr', '/Blog', '/ES/blog']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(WEB_FILES['app-shell.html']);
    }
  });

  it('caches fingerprinted assets for good and serves files with their type', async () => {
    const asset = await t.app.request('/assets/app-3f2a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const humans = await t.app.request('/humans.txt');
    expect(humans.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await humans.text()).toBe(WEB_FILES['humans.txt']);
  });

  it('never serves a file outside the build', async () => {
    // Most spellings are normalised by the URL parser; encoded slashes reach the handler as they are.
    const paths = ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2Fsecret.txt', '/..%2f..%2fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e%2fsecret.txt', '/..%5Csecret.txt'];
    for (const path of paths) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(SECRET);
    }
    for (const path of ['/.env', '/%00', '/..%2F..%2F..%2Fetc%2Fpasswd']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/root:|outside/);
    }
  });

  it('answers a missing asset with a plain 404, not the app shell', async () => {
    for (const path of ['/assets/home-old1234.js', '/assets/index-gone.css', '/favicon.ico', '/missing.png']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/);
    }
  });

  it('sends a form posted to a page before its script ran back to the page, keeping nothing', async () => {
    const response = await t.app.request('/es/login', { method: 'POST', body: new URLSearchParams({ email: 'a@b.co', password: 'secret1' }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es/login');
    expect((await t.app.request('/nowhere', { method: 'POST' })).status).toBe(404);
  });

  it('answers HEAD without a body', async () => {
    const response = await t.app.request('/assets/app-3f2a.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(WEB_FILES['assets/app-3f2a.js']?.length));
    expect(await response.text()).toBe('');
  });

  it('sitemap.xml names each listable page in each language, with its translations and x-default', async () => {
    const response = await t.app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const locs = urls.map((url) => /<loc>(.*)<\/loc>/.exec(url)?.[1]);
    for (const path of ['/', '/es', '/ptbr', '/blog', '/es/blog', '/ptbr/debt_collection', '/es/ecommerce', '/ptbr/credits', '/terms', '/es/privacy', '/ptbr/book-demo', '/waitlist', '/contact', '/url-to-video-public']) {
      expect(locs, path).toContain(`${TEST_BASE_URL}${path}`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    // Neither the sign-in forms (noindex), nor shared videos, nor signed-in pages.
    for (const path of ['/login', '/es/signup', '/forgot-password', '/ptbr/reset-password', '/dashboard', '/es/videos', '/v/', '/settings']) {
      expect(locs.some((loc) => loc?.startsWith(`${TEST_BASE_URL}${path}`)), path).toBe(false);
    }
    const blog = urls.find((url) => url.includes(`<loc>${TEST_BASE_URL}/es/blog</loc>`)) ?? '';
    expect([...blog.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['en', `${TEST_BASE_URL}/blog`],
      ['es', `${TEST_BASE_URL}/es/blog`],
      ['pt-BR', `${TEST_BASE_URL}/ptbr/blog`],
      ['x-default', `${TEST_BASE_URL}/blog`],
    ]);
    expect((await t.app.request('/sitemap.xml', { method: 'HEAD' })).status).toBe(200);
  });

  it('robots.txt keeps crawlers out of the API and the signed-in pages, not shared videos, and points at the sitemap', async () => {
    const response = await t.app.request('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/dashboard', '/es/dashboard', '/ptbr/videos', '/campaigns', '/es/checkout', '/ptbr/settings']) expect(lines, path).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => /^Disallow: .*(\/v|\/blog|\/credits|\/login)$/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${TEST_BASE_URL}/sitemap.xml`);
  });
});

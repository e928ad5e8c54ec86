import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET, WEB_FILES, createTestApp, type TestApp } from '../../test/app-harness';

describe('the web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the shell for every page of the product in each language', async () => {
    for (const path of ['/', '/es', '/ptbr', '/ptbr/', '/login', '/es/contact', '/ptbr/debt_collection', '/videos/123', '/es/campaigns/new']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(WEB_FILES['index.html']);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves a prerendered page in place of the shell', async () => {
    const response = await t.app.request('/es/blog');
    expect(await response.text()).toBe(WEB_FILES['es/blog/index.html']);
  });

  it('answers unknown paths with the shell and status 404, so the app shows its not-found page', async () => {
    for (const path of ['/es/nowhere', '/nowhere', '/ptbr/login/extra', '/fr', '/Blog', '/ES/blog']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(WEB_FILES['index.html']);
    }
  });

  it('caches fingerprinted assets for good and serves files with their type', async () => {
    const asset = await t.app.request('/assets/app-3f2a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const robots = await t.app.request('/robots.txt');
    expect(await robots.text()).toBe(WEB_FILES['robots.txt']);
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

  it('answers HEAD without a body', async () => {
    const response = await t.app.request('/assets/app-3f2a.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(WEB_FILES['assets/app-3f2a.js']?.length));
    expect(await response.text()).toBe('');
  });
});

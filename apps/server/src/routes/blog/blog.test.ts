import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LANGUAGES, type BlogPost } from '@reelsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

const FILES: Record<string, string> = {
  'blog/es/viejo.md': '---\ntitle: Viejo\ndescription: El primero.\ndate: 2025-01-10\nslug: old\n---\n\nTexto viejo.\n',
  'blog/es/nuevo.md': '---\ntitle: Nuevo\ndescription: El último.\ndate: 2025-04-02\nslug: new\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  'blog/es/roto.md': '---\ntitle: Roto\n---\nSin fecha.\n',
  'blog/en/new.md': '---\ntitle: New\ndescription: The latest.\ndate: 2025-04-02\nslug: new\n---\n\nHello.\n',
  'uploads/blog/customer-outreach.es.md': '---\ntitle: Clientes\ndescription: Desde la carpeta de uploads.\ndate: 2025-02-01\nslug: customer-outreach\n---\n\nHola.\n',
  'uploads/secret.md': 'outside the blog uploads folder',
  'blog/en/private.md': 'not an uploaded post',
};

describe('GET /api/blog', () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = mkdtempSync(join(tmpdir(), 'reelsmith-blog-route-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(contentDir, path)), { recursive: true });
      writeFileSync(join(contentDir, path), text);
    }
    t = await createTestApp('pglite', { contentDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('answers the posts of a language newest first, without front matter, to anyone', async () => {
    const response = await t.app.request('/api/blog?language=es');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      posts: [
        { slug: 'new', title: 'Nuevo', description: 'El último.', published_at: '2025-04-02T00:00:00.000Z', content: '| a | b |\n|---|---|\n| 1 | 2 |\n', source_url: null },
        { slug: 'customer-outreach', title: 'Clientes', description: 'Desde la carpeta de uploads.', published_at: '2025-02-01T00:00:00.000Z', content: 'Hola.\n', source_url: '/uploads/blog/customer-outreach.es.md' },
        { slug: 'old', title: 'Viejo', description: 'El primero.', published_at: '2025-01-10T00:00:00.000Z', content: 'Texto viejo.\n', source_url: null },
      ],
    });
  });

  it('takes the language from Accept-Language when the query has none, and has no posts for a language without files', async () => {
    const english = await t.app.request('/api/blog', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(((await english.json()) as { posts: BlogPost[] }).posts.map((post) => post.title)).toEqual(['New']);
    expect(english.headers.get('vary')).toContain('Accept-Language');
    expect(await (await t.app.request('/api/blog?language=pt-BR')).json()).toEqual({ posts: [] });
  });

  it('serves the uploads folder’s post files and nothing beside them', async () => {
    expect((await t.app.request('/uploads/blog/customer-outreach.es.md')).status).toBe(200);
    for (const path of ['/uploads/blog/..%2Fsecret.md', '/uploads/secret.md', '/uploads/blog/..%2F..%2Fblog%2Fen%2Fprivate.md']) {
      expect((await t.app.request(path)).status, path).toBe(404);
    }
  });

  it('refuses a language the product does not speak', async () => {
    const response = await t.app.request('/api/blog?language=fr');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('the repository’s content: GET /uploads/blog/<name>.<language>.md and the posts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the customer-outreach post of each language as markdown text', async () => {
    for (const language of LANGUAGES) {
      const response = await t.app.request(`/uploads/blog/customer-outreach.${language}.md`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const file = readFileSync(new URL(`../../../../../content/uploads/blog/customer-outreach.${language}.md`, import.meta.url), 'utf8');
      expect(await response.text()).toBe(file);
    }
    const head = await t.app.request('/uploads/blog/customer-outreach.en.md', { method: 'HEAD' });
    expect([head.status, await head.text(), Number(head.headers.get('content-length'))]).toEqual([200, '', expect.any(Number)]);
  });

  it.each([
    '/uploads/blog',
    '/uploads/blog/',
    '/uploads/blog/missing.en.md',
    '/uploads/blog/customer-outreach.fr.md',
    '/uploads/blog/..%2F..%2Fblog%2Fen%2Fproduct-page-to-video-ad.md',
    '/uploads/blog/%2e%2e/secret.md',
    '/uploads/blog/../../README.md',
    '/uploads/blog/.customer-outreach.en.md',
    '/uploads/blog/customer-outreach.en.md/x',
  ])('answers 404 to %s: no listing, no other file, no way out of the folder', async (path) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('markdown');
  });

  it('answers only reads', async () => {
    const response = await t.app.request('/uploads/blog/customer-outreach.en.md', { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('holds the same posts, by slug, in every language, the customer-outreach one from the uploads folder', async () => {
    const slugs: string[][] = [];
    for (const language of LANGUAGES) {
      const { posts } = (await (await t.app.request(`/api/blog?language=${language}`)).json()) as { posts: BlogPost[] };
      expect(posts.length).toBeGreaterThanOrEqual(4);
      expect(posts.find((post) => post.slug === 'customer-outreach')?.source_url).toBe(`/uploads/blog/customer-outreach.${language}.md`);
      slugs.push(posts.map((post) => post.slug).sort());
    }
    expect(slugs[1]).toEqual(slugs[0]);
    expect(slugs[2]).toEqual(slugs[0]);
  });
});

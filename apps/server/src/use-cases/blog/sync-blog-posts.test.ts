import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { blogPosts } from '@reelsmith/db';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { asc } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncBlogPosts } from './sync-blog-posts';

/** A post file's text. */
const postFile = (fields: { title: string; slug: string; date: string; description?: string }, body: string) =>
  `---\ntitle: ${fields.title}\ndescription: ${fields.description ?? `About ${fields.title}`}\ndate: ${fields.date}\nslug: ${fields.slug}\n---\n\n${body}`;

describe.each(DATABASE_KINDS)('syncBlogPosts on %s', (kind) => {
  let database: TestDatabase;
  let contentDir: string;
  let logs: { level: number; msg: string; file?: string }[];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line) as (typeof logs)[number]) });
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(contentDir, path)), { recursive: true });
    writeFileSync(join(contentDir, path), text);
  };
  const sync = () => syncBlogPosts({ db: database.db, contentDir, logger });
  const rows = () => database.db.select().from(blogPosts).orderBy(asc(blogPosts.filename));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    logs = [];
    contentDir = mkdtempSync(join(tmpdir(), 'reelsmith-blog-'));
    await database.db.delete(blogPosts);
    write('blog/en/ads.md', postFile({ title: 'Ads that sell', slug: 'ads', date: '2025-03-14' }, '## Hook\n\nFirst seconds.\n'));
    write('blog/es/anuncios.md', postFile({ title: 'Anuncios que venden', slug: 'ads', date: '2025-03-15' }, 'Texto.\n'));
    write('uploads/blog/customer-outreach.pt-BR.md', postFile({ title: 'Contato com clientes', slug: 'customer-outreach', date: '2025-05-02' }, 'Olá.\n'));
    write('blog/en/notes.txt', 'not a post');
    return () => rmSync(contentDir, { recursive: true, force: true });
  });

  it('stores every post file once, without its front matter, and changes nothing when run again', async () => {
    expect(await sync()).toEqual({ added: 3, updated: 0, removed: 0, unchanged: 0, skipped: 0 });
    const first = await rows();
    expect(first.map(({ filename, title, content, language, publishedAt }) => ({ filename, title, content, language, publishedAt }))).toEqual([
      { filename: 'en/ads.md', title: 'Ads that sell', content: '## Hook\n\nFirst seconds.\n', language: 'en', publishedAt: new Date('2025-03-14T00:00:00Z') },
      { filename: 'es/anuncios.md', title: 'Anuncios que venden', content: 'Texto.\n', language: 'es', publishedAt: new Date('2025-03-15T00:00:00Z') },
      { filename: 'uploads/blog/customer-outreach.pt-BR.md', title: 'Contato com clientes', content: 'Olá.\n', language: 'pt-BR', publishedAt: new Date('2025-05-02T00:00:00Z') },
    ]);

    expect(await sync()).toEqual({ added: 0, updated: 0, removed: 0, unchanged: 3, skipped: 0 });
    // Not even rewritten: the same rows, with the same ids and update times.
    expect(await rows()).toEqual(first);
  });

  it('updates changed files and removes the rows of files that are gone', async () => {
    await sync();
    write('blog/en/ads.md', postFile({ title: 'Video ads that sell', slug: 'ads', date: '2025-03-20' }, 'New body.\n'));
    rmSync(join(contentDir, 'blog/es/anuncios.md'));
    expect(await sync()).toEqual({ added: 0, updated: 1, removed: 1, unchanged: 1, skipped: 0 });
    expect((await rows()).map(({ filename, title, content, publishedAt }) => ({ filename, title, content, publishedAt }))).toEqual([
      { filename: 'en/ads.md', title: 'Video ads that sell', content: 'New body.\n', publishedAt: new Date('2025-03-20T00:00:00Z') },
      expect.objectContaining({ filename: 'uploads/blog/customer-outreach.pt-BR.md' }),
    ]);
  });

  it('logs and skips a broken file, keeping the row it had; the other posts still sync', async () => {
    await sync();
    write('blog/en/ads.md', '---\ntitle: Ads that sell\nslug: ads\n---\nNo date, no description.\n');
    write('blog/en/new.md', postFile({ title: 'New', slug: 'new', date: '2025-04-01' }, 'Hi.\n'));
    write('blog/en/other.md', postFile({ title: 'Other', slug: 'new', date: '2025-04-02' }, 'Same slug.\n'));
    expect(await sync()).toEqual({ added: 1, updated: 0, removed: 0, unchanged: 2, skipped: 2 });
    expect((await rows()).map((row) => [row.filename, row.title])).toEqual([
      ['en/ads.md', 'Ads that sell'],
      ['en/new.md', 'New'],
      ['es/anuncios.md', 'Anuncios que venden'],
      ['uploads/blog/customer-outreach.pt-BR.md', 'Contato com clientes'],
    ]);
    const warnings = logs.filter((line) => line.level === 40).map((line) => `${line.file}: ${line.msg}`);
    expect(warnings).toEqual([
      'en/ads.md: blog post skipped: front matter needs a non-empty "description"',
      'en/other.md: blog post skipped: another en post already has the slug "new"',
    ]);
  });

  it('leaves the table alone when the content folder does not exist', async () => {
    await sync();
    const before = await rows();
    expect(await syncBlogPosts({ db: database.db, contentDir: join(contentDir, 'missing'), logger })).toBeUndefined();
    expect(await rows()).toEqual(before);
    expect(logs.some((line) => line.level === 40 && line.msg.includes('content folder does not exist'))).toBe(true);
  });
});

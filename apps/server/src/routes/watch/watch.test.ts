import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { videos } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, WEB_FILES, createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';

const TITLE = `Lamp <script>alert("hi")</script> & 'co' $& more`;
const ESCAPED_TITLE = 'Lamp &#60;script&#62;alert(&#34;hi&#34;)&#60;/script&#62; &#38; &#39;co&#39; $&#38; more';
/** 1000 bytes that differ from one position to the next, so a wrong range shows. */
const VIDEO_BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7) % 256));
const POSTER_BYTES = Buffer.from('poster bytes');

describe.each(DATABASE_KINDS)('the public watch page of a shared video, on %s', (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let jobId: string;
  const slug = 'Xy_9-abcDEF0';
  const key = randomUUID();
  const mediaKey = `videos/${key}.mp4`;
  const posterKey = `videos/${key}.jpg`;
  let videoId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Owner' });
    // A real job row (pending: no worker runs here), so the test can check its id never shows.
    const created = await t.app.request('/api/videos/from-url', {
      method: 'POST',
      headers: signedInHeaders(owner.cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ product_url: 'https://shop.example/p/lamp' }),
    });
    expect(created.status).toBe(202);
    jobId = ((await created.json()) as { job_id: string }).job_id;
    const [row] = await t.database.db
      .insert(videos)
      .values({
        userId: owner.userId,
        jobId,
        title: TITLE,
        sourceUrl: 'https://shop.example/p/lamp',
        format: '1:1',
        language: 'es',
        durationMs: 15_000,
        width: 1080,
        height: 1080,
        mediaKey,
        posterKey,
        storyboard: { note: 'storyboard-only text' },
        shareSlug: slug,
      })
      .returning({ id: videos.id });
    videoId = row!.id;
    for (const [path, bytes] of [
      [mediaKey, VIDEO_BYTES],
      [posterKey, POSTER_BYTES],
    ] as const) {
      mkdirSync(dirname(join(t.mediaDir, path)), { recursive: true });
      writeFileSync(join(t.mediaDir, path), bytes);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A request with no cookie and no key: anyone who was sent the link. */
  const visit = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers: { 'accept-language': 'en', ...headers } });

  it('shows the video to anyone, signed out, with only what the page needs', async () => {
    const response = await visit(`/api/watch/${slug}`);
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(JSON.parse(text)).toEqual({
      slug,
      title: TITLE,
      format: '1:1',
      width: 1080,
      height: 1080,
      duration_ms: 15_000,
      language: 'es',
      video_url: `/api/watch/${slug}/file`,
      poster_url: `/api/watch/${slug}/poster`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      cta: null,
    });
    for (const secret of [owner.userId, owner.email, jobId, videoId, key, 'videos/', 'storyboard-only text', 'shop.example']) expect(text, secret).not.toContain(secret);
  });

  it('ignores an API key: the link alone opens it, and a bad key is not refused here', async () => {
    expect((await visit(`/api/watch/${slug}`, { authorization: 'Bearer rsk_live_not-a-real-key' })).status).toBe(200);
    expect((await visit(`/api/watch/${slug}/file`, { authorization: 'Bearer rsk_live_not-a-real-key' })).status).toBe(200);
  });

  it('answers 404 in the standard shape for an unknown or malformed slug, for the page, the file and the poster', async () => {
    for (const unknown of ['Zz_9-abcDEF0', 'short', 'x'.repeat(65), 'has.dot12345', '%00%00%00%00%00%00%00%00', '..%2F..%2Fsecret', encodeURIComponent(`${slug} `)]) {
      for (const suffix of ['', '/file', '/poster']) {
        const response = await visit(`/api/watch/${unknown}${suffix}`);
        expect(response.status, `${unknown}${suffix}`).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      }
    }
    const spanish = await visit('/api/watch/Zz_9-abcDEF0', { 'accept-language': 'es' });
    expect(await spanish.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No encontrado.' } });
  });

  it('serves the MP4 whole, by byte ranges, and as a download; and the poster', async () => {
    const whole = await visit(`/api/watch/${slug}/file`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO_BYTES)).toBe(true);

    const part = await visit(`/api/watch/${slug}/file`, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEO_BYTES.subarray(100, 200))).toBe(true);
    const tail = await visit(`/api/watch/${slug}/file`, { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(Buffer.from(await tail.arrayBuffer()).equals(VIDEO_BYTES.subarray(990))).toBe(true);
    expect((await visit(`/api/watch/${slug}/file`, { range: 'bytes=1000-' })).status).toBe(416);

    const download = await visit(`/api/watch/${slug}/file?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Lamp scriptalerthiscript {2}co {2}more\.mp4"/);

    const poster = await visit(`/api/watch/${slug}/poster`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await poster.arrayBuffer()).equals(POSTER_BYTES)).toBe(true);
  });

  it("gives the owner's summaries the absolute address of the watch page, in the video's language", async () => {
    const shareUrl = `${TEST_BASE_URL}/es/v/${slug}`;
    const list = (await (await t.app.request('/api/videos', { headers: signedInHeaders(owner.cookie) })).json()) as { videos: { share_url: string }[] };
    expect(list.videos.map((video) => video.share_url)).toEqual([shareUrl]);
    const one = (await (await t.app.request(`/api/videos/${videoId}`, { headers: signedInHeaders(owner.cookie) })).json()) as { share_url: string };
    expect(one.share_url).toBe(shareUrl);
    // The address is a page that opens for anyone.
    expect((await visit(new URL(shareUrl).pathname)).status).toBe(200);
  });

  it.each([
    ['', 'en'],
    ['/es', 'es'],
    ['/ptbr', 'pt-BR'],
  ])('gives link previews the video in the head of %s/v/:slug', async (prefix) => {
    const response = await visit(`${prefix}/v/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<title>Reelsmith shell</title>');
    const fileUrl = `${TEST_BASE_URL}/api/watch/${slug}/file`;
    for (const tag of [
      `<title>${ESCAPED_TITLE} · Reelsmith</title>`,
      '<meta name="robots" content="noindex" />',
      `<meta property="og:title" content="${ESCAPED_TITLE}" />`,
      '<meta property="og:type" content="video.other" />',
      `<meta property="og:url" content="${TEST_BASE_URL}${prefix}/v/${slug}" />`,
      `<meta property="og:video" content="${fileUrl}" />`,
      `<meta property="og:video:url" content="${fileUrl}" />`,
      `<meta property="og:video:secure_url" content="${fileUrl}" />`,
      '<meta property="og:video:type" content="video/mp4" />',
      '<meta property="og:video:width" content="1080" />',
      '<meta property="og:video:height" content="1080" />',
      `<meta property="og:image" content="${TEST_BASE_URL}/api/watch/${slug}/poster" />`,
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:image" content="${TEST_BASE_URL}/api/watch/${slug}/poster" />`,
    ]) {
      expect(html, tag).toContain(tag);
    }
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    const headOnly = await t.app.request(`${prefix}/v/${slug}`, { method: 'HEAD' });
    expect(headOnly.status).toBe(200);
    expect(await headOnly.text()).toBe('');
  });

  it('answers the watch page of an unknown or malformed slug with the plain shell and 404', async () => {
    for (const path of ['/v/Zz_9-abcDEF0', '/es/v/nope', '/ptbr/v/%3Cscript%3E', '/v/Zz_9-abcDEF0/']) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(WEB_FILES['app-shell.html']);
    }
  });

  it('takes the page, the file and the poster down with the video', async () => {
    const deleted = await t.app.request(`/api/videos/${videoId}`, { method: 'DELETE', headers: signedInHeaders(owner.cookie) });
    expect(deleted.status).toBe(200);
    for (const path of [`/api/watch/${slug}`, `/api/watch/${slug}/file`, `/api/watch/${slug}/poster`]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    for (const path of [`/v/${slug}`, `/es/v/${slug}`]) {
      const page = await visit(path);
      expect(page.status, path).toBe(404);
      expect(await page.text()).toBe(WEB_FILES['app-shell.html']);
    }
  });
});

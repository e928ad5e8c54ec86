import { randomUUID } from 'node:crypto';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { videoFeedback, videos } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';

type ErrorJson = { error: { code: string; message: string } };

describe.each(DATABASE_KINDS)('POST /api/videos/:id/feedback on %s', (kind) => {
  let t: TestApp;
  let ana: SignedInUser;
  let bruno: SignedInUser;
  let anaVideo: string;
  let brunoVideo: string;

  /** A finished video of the user, written straight to the database (no render needed here). */
  async function addVideo(userId: string): Promise<string> {
    const key = randomUUID();
    const [row] = await t.database.db
      .insert(videos)
      .values({ userId, title: 'Aurora', format: '9:16', language: 'en', durationMs: 15_000, width: 1080, height: 1920, mediaKey: `videos/${key}.mp4`, shareSlug: key })
      .returning({ id: videos.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await signUp(t.app);
    bruno = await signUp(t.app);
    anaVideo = await addVideo(ana.userId);
    brunoVideo = await addVideo(bruno.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (videoId: string, body: unknown, user: SignedInUser | null = ana, language = 'en') =>
    t.app.request(`/api/videos/${videoId}/feedback`, {
      method: 'POST',
      headers: user ? signedInHeaders(user.cookie, { 'content-type': 'application/json', 'accept-language': language }) : { 'content-type': 'application/json', 'accept-language': language },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const feedbackOf = (videoId: string) => t.database.db.select().from(videoFeedback).where(eq(videoFeedback.videoId, videoId));

  it('records thumbs, category and the trimmed comment on the user’s own video', async () => {
    const response = await post(anaVideo, { rating: 'up', category: 'video_quality', comment: '  Crisp and well paced.  ' }, ana, 'es');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: '¡Gracias por tus comentarios!' });
    const second = await post(anaVideo, { rating: 'down', category: 'generation_speed', comment: 'Took a while' });
    expect(second.status).toBe(201);
    const rows = await feedbackOf(anaVideo);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: ana.userId, rating: 'up', category: 'video_quality', comment: 'Crisp and well paced.' }),
        expect.objectContaining({ userId: ana.userId, rating: 'down', category: 'generation_speed', comment: 'Took a while' }),
      ]),
    );
  });

  it('answers 404 for another user’s video, a missing one or a malformed id, leaking nothing', async () => {
    const body = { rating: 'down', category: 'other', comment: 'Let me in' };
    const answers = await Promise.all([post(brunoVideo, body), post(randomUUID(), body), post('not-a-uuid', body), post(`${'9'.repeat(300)}`, body), post("1' OR '1'='1", body)]);
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    expect(await feedbackOf(brunoVideo)).toEqual([]);
  });

  it('needs a session (401) even before looking at the body', async () => {
    for (const body of [{ rating: 'up', category: 'other', comment: 'Anonymous' }, '{"broken": ']) {
      const response = await post(anaVideo, body, null);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorJson).error).toEqual({ code: 'UNAUTHENTICATED', message: 'No authentication session' });
    }
  });

  it.each([
    ['en', 'Please enter your feedback'],
    ['es', 'Escribe tus comentarios'],
  ])('requires a non-blank comment (%s)', async (language, message) => {
    const before = (await feedbackOf(anaVideo)).length;
    for (const body of [{ rating: 'up', category: 'other' }, { rating: 'up', category: 'other', comment: '' }, { rating: 'up', category: 'other', comment: '  \n ' }]) {
      const response = await post(anaVideo, body, ana, language);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'FEEDBACK_REQUIRED', message });
    }
    expect(await feedbackOf(anaVideo)).toHaveLength(before);
  });

  it('answers invalid JSON, wrong types and unknown ratings or categories with a 400', async () => {
    const before = (await feedbackOf(anaVideo)).length;
    const invalid = await post(anaVideo, '{"rating": ');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorJson).error.code).toBe('INVALID_JSON');
    for (const body of [
      '[]',
      'null',
      { rating: 'sideways', category: 'other', comment: 'x' },
      { rating: 'up', category: 'price', comment: 'x' },
      { rating: true, category: 'other', comment: 'x' },
      { rating: 'up', category: 'other', comment: 5 },
      { category: 'other', comment: 'x' },
    ]) {
      const response = await post(anaVideo, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorJson).error.code).toMatch(/^(VALIDATION_ERROR|FEEDBACK_REQUIRED)$/);
    }
    expect(await feedbackOf(anaVideo)).toHaveLength(before);
  });

  it('takes a 20 kB comment, refuses a body over 1 MB with 413, and stores SQL and script verbatim', async () => {
    const long = 'Music too loud in the middle part. '.repeat(600);
    expect((await post(anaVideo, { rating: 'down', category: 'content_accuracy', comment: long })).status).toBe(201);
    const huge = await post(anaVideo, { rating: 'down', category: 'other', comment: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorJson).error.code).toBe('PAYLOAD_TOO_LARGE');
    const comment = `'); DROP TABLE video_feedback; -- <script>document.cookie</script>`;
    expect((await post(anaVideo, { rating: 'up', category: 'other', comment })).status).toBe(201);
    const comments = (await feedbackOf(anaVideo)).map((row) => row.comment);
    expect(comments).toEqual(expect.arrayContaining([long.trim(), comment]));
    expect(comments.some((text) => text.startsWith('xxx'))).toBe(false);
  });

  it('leaves the other /api/videos routes in place and documents the form routes', async () => {
    const response = await t.app.request('/api/videos', { headers: signedInHeaders(ana.cookie) });
    expect(response.status).toBe(200);
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const path of ['/api/videos/{id}/feedback', '/api/contact', '/api/feedback/url-to-video']) expect(doc.paths[path], path).toHaveProperty('post');
  });
});

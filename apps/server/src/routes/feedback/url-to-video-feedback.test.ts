import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { urlToVideoFeedback } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';

type ErrorJson = { error: { code: string; message: string } };
const PATH = '/api/feedback/url-to-video';

describe.each(DATABASE_KINDS)('POST /api/feedback/url-to-video on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsFor = (url: string) => t.database.db.select().from(urlToVideoFeedback).where(eq(urlToVideoFeedback.url, url));

  it('stores the feedback trimmed and thanks the visitor in their language', async () => {
    const response = await t.app.request(PATH, jsonRequest('POST', { url: ' https://shop.example/p/lamp ', feedback_text: '  Great video, but too short.  ' }, 'es'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: '¡Gracias por tus comentarios!' });
    expect(await rowsFor('https://shop.example/p/lamp')).toEqual([expect.objectContaining({ feedbackText: 'Great video, but too short.', userId: null })]);
  });

  it('records the account of a signed-in visitor', async () => {
    const user = await signUp(t.app);
    const response = await t.app.request(PATH, {
      method: 'POST',
      headers: signedInHeaders(user.cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ url: 'https://shop.example/p/signed-in', feedback_text: 'Mine' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: 'Thank you for your feedback!' });
    expect(await rowsFor('https://shop.example/p/signed-in')).toEqual([expect.objectContaining({ feedbackText: 'Mine', userId: user.userId })]);
  });

  it.each([
    ['en', 'Please enter your feedback'],
    ['es', 'Escribe tus comentarios'],
  ])('requires non-blank feedback text (%s)', async (language, message) => {
    for (const body of [{ url: 'https://shop.example/p/blank' }, { url: 'https://shop.example/p/blank', feedback_text: '' }, { url: 'https://shop.example/p/blank', feedback_text: ' \n\t ' }]) {
      const response = await t.app.request(PATH, jsonRequest('POST', body, language));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'FEEDBACK_REQUIRED', message });
    }
    expect(await rowsFor('https://shop.example/p/blank')).toEqual([]);
  });

  it.each([
    ['en', 'Please enter a valid URL'],
    ['es', 'Introduce una URL válida'],
  ])('requires an http(s) URL (%s)', async (language, message) => {
    for (const url of [undefined, '', '   ', 'not a url', 'javascript:alert(1)', 'ftp://shop.example/p', 'file:///etc/passwd']) {
      const response = await t.app.request(PATH, jsonRequest('POST', { url, feedback_text: 'Nice' }, language));
      expect(response.status, String(url)).toBe(400);
      expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'INVALID_URL', message });
    }
  });

  it('answers invalid JSON and wrong types with a 400 in the JSON error shape', async () => {
    const invalid = await t.app.request(PATH, jsonRequest('POST', '{"url": "https://'));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorJson).error.code).toBe('INVALID_JSON');
    for (const body of ['[]', 'null', '7', { url: 42, feedback_text: 'x' }, { url: 'https://shop.example/p/types', feedback_text: 42 }, { url: 'https://shop.example/p/types', feedback_text: ['a'] }]) {
      const response = await t.app.request(PATH, jsonRequest('POST', body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorJson).error.code).toMatch(/^(VALIDATION_ERROR|INVALID_URL|FEEDBACK_REQUIRED)$/);
    }
    expect(await rowsFor('https://shop.example/p/types')).toEqual([]);
  });

  it('takes 20 kB of feedback, and refuses a body over 1 MB with 413', async () => {
    const long = 'The voice was clear and the pacing good. '.repeat(500);
    const ok = await t.app.request(PATH, jsonRequest('POST', { url: 'https://shop.example/p/long', feedback_text: long }));
    expect(ok.status).toBe(201);
    expect((await rowsFor('https://shop.example/p/long'))[0]?.feedbackText).toBe(long.trim());
    const huge = await t.app.request(PATH, jsonRequest('POST', { url: 'https://shop.example/p/huge', feedback_text: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorJson).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsFor('https://shop.example/p/huge')).toEqual([]);
  });

  it('stores SQL and script fragments verbatim, never running them', async () => {
    const url = "https://shop.example/p?id=1'%20OR%20'1'='1";
    const feedbackText = `'); DELETE FROM url_to_video_feedback; -- <img src=x onerror=alert(1)> <script>fetch('/api/me')</script>`;
    const response = await t.app.request(PATH, jsonRequest('POST', { url, feedback_text: feedbackText }));
    expect(response.status).toBe(201);
    expect(await rowsFor(url)).toEqual([expect.objectContaining({ feedbackText })]);
    expect((await t.database.db.select().from(urlToVideoFeedback)).length).toBeGreaterThan(1);
  });
});

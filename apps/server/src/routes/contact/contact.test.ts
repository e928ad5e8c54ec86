import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { inboundContacts } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';

type ErrorJson = { error: { code: string; message: string } };

describe.each(DATABASE_KINDS)('POST /api/contact on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowsFor = (email: string) => t.database.db.select().from(inboundContacts).where(eq(inboundContacts.email, email));

  it('stores the e-mail and message trimmed, and answers the success message', async () => {
    const response = await t.app.request('/api/contact', jsonRequest('POST', { email: '  ana@tienda.mx ', message: '  Hola, quiero una demo.\n ' }, 'es'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: '¡Mensaje enviado! Te responderemos pronto.' });
    expect(await rowsFor('ana@tienda.mx')).toEqual([expect.objectContaining({ email: 'ana@tienda.mx', message: 'Hola, quiero una demo.', userId: null })]);
  });

  it.each([
    ['missing', { email: 'none@example.com' }],
    ['null', { email: 'null@example.com', message: null }],
    ['blank', { email: 'blank@example.com', message: ' \n\t ' }],
  ])('stores a %s message as null', async (_, body) => {
    const response = await t.app.request('/api/contact', jsonRequest('POST', body));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: 'Message sent! We will get back to you soon.' });
    expect(await rowsFor(body.email)).toEqual([expect.objectContaining({ message: null })]);
  });

  it('records the account of a signed-in sender', async () => {
    const user = await signUp(t.app);
    const response = await t.app.request('/api/contact', {
      method: 'POST',
      headers: signedInHeaders(user.cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ email: user.email, message: 'From my account' }),
    });
    expect(response.status).toBe(201);
    expect(await rowsFor(user.email)).toEqual([expect.objectContaining({ message: 'From my account', userId: user.userId })]);
  });

  it.each([
    ['en', 'Email is required'],
    ['es', 'El correo electrónico es obligatorio'],
  ])('requires the e-mail (%s)', async (language, message) => {
    for (const body of [{}, { email: '   ' }, { message: 'No mail' }]) {
      const response = await t.app.request('/api/contact', jsonRequest('POST', body, language));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'EMAIL_REQUIRED', message });
    }
  });

  it('refuses an address that is not an e-mail', async () => {
    const response = await t.app.request('/api/contact', jsonRequest('POST', { email: 'not-an-email', message: 'hi' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe('INVALID_EMAIL');
  });

  it('answers invalid JSON and wrong types with a 400 in the JSON error shape', async () => {
    const invalid = await t.app.request('/api/contact', jsonRequest('POST', '{"email": '));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorJson).error.code).toBe('INVALID_JSON');
    for (const body of ['[]', 'null', '"text"', { email: 42 }, { email: ['a@b.co'] }, { email: 'types@example.com', message: 42 }, { email: 'types@example.com', message: { text: 'hi' } }]) {
      const response = await t.app.request('/api/contact', jsonRequest('POST', body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorJson).error.code).toMatch(/^(VALIDATION_ERROR|EMAIL_REQUIRED)$/);
    }
    expect(await rowsFor('types@example.com')).toEqual([]);
  });

  it('takes a 20 kB message, and refuses a body over 1 MB with 413', async () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(750);
    const ok = await t.app.request('/api/contact', jsonRequest('POST', { email: 'long@example.com', message: long }));
    expect(ok.status).toBe(201);
    expect((await rowsFor('long@example.com'))[0]?.message).toBe(long.trim());
    const huge = await t.app.request('/api/contact', jsonRequest('POST', { email: 'huge@example.com', message: 'x'.repeat(1_100_000) }));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorJson).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsFor('huge@example.com')).toEqual([]);
  });

  it('stores SQL and script fragments verbatim, never running them', async () => {
    const message = `'); DROP TABLE inbound_contact_table; -- <script>alert("x")</script> \\ $$ ; SELECT pg_sleep(10);`;
    const response = await t.app.request('/api/contact', jsonRequest('POST', { email: 'o\'brien@example.com', message }));
    expect(response.status).toBe(201);
    expect(await rowsFor("o'brien@example.com")).toEqual([expect.objectContaining({ message })]);
    // The table is still there and answers.
    expect((await t.database.db.select().from(inboundContacts)).length).toBeGreaterThan(1);
  });

  it('refuses a NUL character with a 400 rather than failing the insert', async () => {
    const response = await t.app.request('/api/contact', jsonRequest('POST', { email: 'nul@example.com', message: 'a\u0000b' }));
    expect(response.status).toBe(400);
    expect(await rowsFor('nul@example.com')).toEqual([]);
  });
});

describe('rate limit of the public forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { formRateLimitPerMinute: 2 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 once one client has sent too many contact messages or feedbacks', async () => {
    for (const i of [1, 2]) {
      expect((await t.app.request('/api/contact', jsonRequest('POST', { email: `c${i}@example.com` }))).status).toBe(201);
    }
    const limited = await t.app.request('/api/contact', jsonRequest('POST', { email: 'c3@example.com' }));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorJson).error.code).toBe('RATE_LIMITED');
    const feedback = await t.app.request('/api/feedback/url-to-video', jsonRequest('POST', { url: 'https://shop.example/p/1', feedback_text: 'Nice' }));
    expect(feedback.status).toBe(429);
  });
});

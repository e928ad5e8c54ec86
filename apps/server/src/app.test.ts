import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from './test/app-harness';
import { signUp, signedInHeaders } from './test/auth-helpers';

interface ErrorJson {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}

describe('the HTTP app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an unknown API route with the JSON error shape, whatever the method and body', async () => {
    const { cookie } = await signUp(t.app);
    for (const init of [{ method: 'GET' }, { method: 'POST', body: '{' }, jsonRequest('DELETE', '{')]) {
      const response = await t.app.request('/api/nowhere', { ...init, headers: signedInHeaders(cookie, { ...(init.headers as Record<string, string>) }) });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
      // Signed out, every path outside the public ones is private: nothing to learn about routes.
      const signedOut = await t.app.request('/api/nowhere', init);
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No authentication session' } });
    }
  });

  it('answers invalid JSON with 400 INVALID_JSON in the caller’s language', async () => {
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', '{"email": ', 'pt-BR'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_JSON', message: 'O corpo da solicitação não é um JSON válido.' } });
  });

  it('names the fields that have the wrong type', async () => {
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', { email: 'ok@example.com', name: ['a'], company: 7 }));
    expect(response.status).toBe(400);
    const json = (await response.json()) as ErrorJson;
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(json.error.message).toBe('Some fields are invalid: name, company.');
    expect(json.error.details).toEqual([
      { field: 'name', message: 'This field has the wrong type.' },
      { field: 'company', message: 'This field has the wrong type.' },
    ]);
  });

  it('says what is wrong with each field in the caller’s language', async () => {
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', { email: 'ok@example.com', company: 'x'.repeat(201) }, 'pt-BR'));
    const json = (await response.json()) as ErrorJson;
    expect(json.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Alguns campos são inválidos: company.',
      details: [{ field: 'company', message: 'Deve ter no máximo 200 caracteres.' }],
    });
  });

  it('refuses bodies over 1 MB with 413, before reading them whole', async () => {
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', { email: 'big@example.com', name: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorJson).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a known path with the wrong method with 405 and the allowed methods', async () => {
    const response = await t.app.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(((await response.json()) as ErrorJson).error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('turns an unexpected failure into a 500 JSON answer without internals', async () => {
    const broken = await createTestApp('pglite');
    await broken.database.close();
    const response = await broken.app.request('/api/waitlist', jsonRequest('POST', { email: 'late@example.com' }, 'es'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'WAITLIST_FAILED', message: 'Hubo un error al unirte a la lista de espera. Inténtalo de nuevo.' },
    });
    expect(text).not.toMatch(/at .*\.ts|PGlite|closed/i);
    await broken.queue.stop({ deadline: Date.now() + 1000 }).catch(() => {});
  });

  it('answers a bug (an error that is not an AppError) with INTERNAL_ERROR and logs it with its stack', async () => {
    const lines: { level: number; msg: string; err?: { stack?: string } }[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const buggy = await createTestApp('pglite', {
      logger,
      probeTools: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'version')")),
    });
    const response = await buggy.app.request('/api/health', { headers: { 'accept-language': 'es' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Se produjo un error. Inténtalo de nuevo.' } });
    expect(text).not.toContain('Cannot read');
    const logged = lines.find((line) => line.msg === 'unexpected error');
    expect(logged?.err?.stack).toContain("TypeError: Cannot read properties of undefined (reading 'version')");
    await buggy.close();
  });

  it('limits a public form to 10 requests a minute per client', async () => {
    const limited = await createTestApp('pglite', { formRateLimitPerMinute: 10 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await limited.app.request('/api/waitlist', jsonRequest('POST', { email: `flood${i}@example.com` }));
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    await limited.close();
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await t.app.request('/api/openapi.json');
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/waitlist']));
    expect(doc.paths['/api/waitlist']).toHaveProperty('post');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Health', 'JoinWaitlistRequest', 'Error']));
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/api/health', '/', '/assets/app-3f2a.js']) {
      const response = await t.app.request(path);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

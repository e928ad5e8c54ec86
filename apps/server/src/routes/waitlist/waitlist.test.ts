import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { waitlist } from '@reelsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../test/app-harness';

describe.each(DATABASE_KINDS)('POST /api/waitlist on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('joins with name, e-mail and company, storing blanks as null', async () => {
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', { name: '  Lucía ', email: ' lucia@tienda.mx ', company: '   ' }, 'es'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: '¡Te has unido a la lista de espera!' });
    const rows = await t.database.db.select().from(waitlist);
    expect(rows).toEqual([expect.objectContaining({ name: 'Lucía', email: 'lucia@tienda.mx', company: null })]);
  });

  it('answers the spec message for an e-mail already on the list, in any letter case', async () => {
    await t.app.request('/api/waitlist', jsonRequest('POST', { email: 'dup@example.com' }));
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', { email: 'DUP@Example.com' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'WAITLIST_DUPLICATE', message: 'This email is already on our waitlist' } });
  });

  it.each([
    ['en', 'Email is required'],
    ['es', 'El correo electrónico es obligatorio'],
    ['pt-BR', 'O e-mail é obrigatório'],
  ])('requires the e-mail (%s)', async (language, message) => {
    for (const body of [{}, { email: '   ' }, { name: 'No mail' }]) {
      const response = await t.app.request('/api/waitlist', jsonRequest('POST', body, language));
      expect(response.status).toBe(400);
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect(json.error).toMatchObject({ code: 'EMAIL_REQUIRED', message });
    }
  });

  it('refuses an address that is not an e-mail', async () => {
    const response = await t.app.request('/api/waitlist', jsonRequest('POST', { email: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_EMAIL');
  });
});

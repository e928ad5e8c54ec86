import { profiles } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, createTestApp, type TestApp } from '../test/app-harness';
import { signUp } from '../test/auth-helpers';

describe('cookie-signed changes from another site', () => {
  let t: TestApp;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ cookie, userId } = await signUp(t.app, { name: 'Original Name' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const rename = (fullName: string, headers: Record<string, string>) =>
    t.app.request('/api/me', { method: 'PATCH', headers: { cookie, 'content-type': 'application/json', 'accept-language': 'es', ...headers }, body: JSON.stringify({ full_name: fullName }) });
  const fullName = async () => (await t.database.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId)))[0]?.name;

  it.each([
    ['a sibling subdomain', { origin: 'https://evil.localhost:3000' }],
    ['another site', { origin: 'https://attacker.example' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['no Origin and a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin at all', {}],
  ])('are refused from %s, in the caller’s language, and change nothing', async (_from, headers) => {
    const response = await rename('Hijacked', headers);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'CROSS_SITE_REQUEST', message: 'Esta solicitud vino de otro sitio web y fue rechazada. Recarga la página e inténtalo de nuevo.' },
    });
    expect(await fullName()).toBe('Original Name');
  });

  it('pass from our own origin, or a same-origin fetch that sent no Origin', async () => {
    expect((await rename('From The App', { origin: TEST_BASE_URL })).status).toBe(200);
    expect(await fullName()).toBe('From The App');
    expect((await rename('Same Origin Fetch', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(await fullName()).toBe('Same Origin Fetch');
  });

  it('do not concern signed-out requests: a public form from anywhere is still answered', async () => {
    const response = await t.app.request('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://partner.example' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(response.status).toBe(201);
  });
});

import { creditBalances, creditLedger, profiles } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits } from '../../use-cases/credits/change-credits';
import { createTestApp, jsonRequest, type TestApp } from '../../test/app-harness';
import { signedInHeaders, signIn, signUp } from '../../test/auth-helpers';

describe.each(DATABASE_KINDS)('/api/me on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the new user with their profile name and the one free credit, and nothing secret', async () => {
    const { cookie, userId, email } = await signUp(t.app, { name: 'Lucía Pérez' });
    const response = await t.app.request('/api/me', { headers: signedInHeaders(cookie) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ id: userId, email, name: 'Lucía Pérez', full_name: 'Lucía Pérez', avatar_url: null, credits: 1, has_bulk_pack: false });
    expect(text).not.toMatch(/token|password|hash/i);
  });

  it('says campaigns are unlocked once a Standard or Premium pack was bought, not by Basic', async () => {
    const { cookie, userId } = await signUp(t.app);
    const me = async () => (await (await t.app.request('/api/me', { headers: signedInHeaders(cookie) })).json()) as { credits: number; has_bulk_pack: boolean };
    await changeCredits(t.database.db, { userId, delta: 10, reason: 'purchase', paymentRef: `basic-${userId}` });
    expect(await me()).toMatchObject({ credits: 11, has_bulk_pack: false });
    await changeCredits(t.database.db, { userId, delta: 50, reason: 'purchase', paymentRef: `standard-${userId}` });
    expect(await me()).toMatchObject({ credits: 61, has_bulk_pack: true });
  });

  it.each([
    ['en', 'No authentication session'],
    ['es', 'No hay una sesión de autenticación'],
    ['pt-BR', 'Nenhuma sessão de autenticação'],
  ])('answers 401 without a session (%s)', async (language, message) => {
    for (const cookie of [undefined, 'reelsmith.session_token=forged.value', 'other=1']) {
      const headers: Record<string, string> = { 'accept-language': language };
      if (cookie) headers.cookie = cookie;
      const response = await t.app.request('/api/me', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message } });
    }
    const patch = await t.app.request('/api/me', jsonRequest('PATCH', { full_name: 42 }, language));
    expect(patch.status).toBe(401);
  });

  it('grants the sign-up credit once: signing in again adds nothing', async () => {
    const { userId, email } = await signUp(t.app, { password: 'secret-pass' });
    await signIn(t.app, { email, password: 'secret-pass' });
    await signIn(t.app, { email, password: 'secret-pass' });
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger).toEqual([expect.objectContaining({ reason: 'signup_bonus', delta: 1, jobId: null, paymentRef: null })]);
    expect(await t.database.db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId))).toEqual([{ balance: 1 }]);
  });

  it('changes the full name, trimmed, on the profile and the account', async () => {
    const { cookie, userId } = await signUp(t.app, { name: 'Old Name' });
    const response = await t.app.request('/api/me', { ...jsonRequest('PATCH', { full_name: '  Maria da Silva  ' }), headers: signedInHeaders(cookie, { 'content-type': 'application/json' }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: userId, name: 'Maria da Silva', full_name: 'Maria da Silva', credits: 1 });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.fullName).toBe('Maria da Silva');
    const session = await t.app.request('/api/auth/get-session', { headers: signedInHeaders(cookie) });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Maria da Silva');
  });

  it.each([[{ full_name: '   ' }], [{ full_name: 'x'.repeat(201) }], [{}], [{ full_name: 'Ok', email: 'new@example.com' }]])(
    'refuses a bad profile change %j',
    async (body) => {
      const { cookie } = await signUp(t.app);
      const response = await t.app.request('/api/me', { method: 'PATCH', headers: signedInHeaders(cookie, { 'content-type': 'application/json' }), body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    },
  );
});

import { accounts, sessions } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/app-harness';
import { cookiesOf, postAuth, signedInHeaders, signIn, signUp } from '../test/auth-helpers';

/** Field names that would leak a credential or the session itself. */
const SECRET_FIELD = /"(token|password|accessToken|refreshToken|idToken)"\s*:/;

describe.each(DATABASE_KINDS)('accounts under /api/auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up into an httpOnly, SameSite=Lax session cookie, and answers no token or hash', async () => {
    const response = await postAuth(t.app, 'sign-up/email', { email: ' Ana@Loja.com.br ', password: 'secret1', name: 'Ana Souza' });
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^reelsmith\.session_token=[^;]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const text = await response.text();
    expect(text).not.toMatch(SECRET_FIELD);
    const sessionToken = /^reelsmith\.session_token=([^.;]+)/.exec(cookie ?? '')?.[1];
    expect(sessionToken).toBeTruthy();
    expect(text).not.toContain(sessionToken);
    expect(JSON.parse(text)).toEqual({ user: expect.objectContaining({ email: 'ana@loja.com.br', name: 'Ana Souza' }) });
    const [credential] = await t.database.db.select({ password: accounts.password }).from(accounts).innerJoin(sessions, eq(sessions.userId, accounts.userId)).limit(1);
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential?.password);
  });

  it.each([
    ['en', 'Password must be at least 6 characters long'],
    ['es', 'La contraseña debe tener al menos 6 caracteres'],
    ['pt-BR', 'A senha deve ter pelo menos 6 caracteres'],
  ])('refuses a 5-character password with the spec message (%s)', async (language, message) => {
    const response = await postAuth(t.app, 'sign-up/email', { email: `short-${language}@example.com`, password: '12345', name: 'Short' }, { 'accept-language': language });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'PASSWORD_TOO_SHORT', message } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('accepts exactly 6 characters, and a sign-up without a name', async () => {
    const response = await postAuth(t.app, 'sign-up/email', { email: 'six@example.com', password: '123456' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { name: string } }).user.name).toBe('six');
  });

  it('refuses a second account for the same e-mail, in any letter case', async () => {
    await signUp(t.app, { email: 'dup@example.com', password: 'secret1' });
    const response = await postAuth(t.app, 'sign-up/email', { email: 'DUP@example.com', password: 'other-secret', name: 'Again' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'ACCOUNT_EXISTS', message: 'An account with this email already exists. Please sign in.' } });
  });

  it.each([
    ['sign-in/email', {}],
    ['sign-in/email', { email: 'a@example.com', password: '   ' }],
    ['sign-in/email', { email: 'a@example.com', password: 123456 }],
    ['sign-up/email', { email: '', password: 'secret1' }],
  ])('asks for every field (%s %j)', async (path, body) => {
    const response = await postAuth(t.app, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'FIELDS_REQUIRED', message: 'Please fill in all fields' } });
  });

  it('refuses an address that is not an e-mail, and a body that is not JSON', async () => {
    const bad = await postAuth(t.app, 'sign-up/email', { email: 'not-an-email', password: 'secret1' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('INVALID_EMAIL');
    const broken = await t.app.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('INVALID_JSON');
  });

  it.each([
    ['en', 'Invalid email or password.'],
    ['es', 'Correo electrónico o contraseña no válidos.'],
    ['pt-BR', 'E-mail ou senha inválidos.'],
  ])('refuses a wrong password or an unknown e-mail alike (%s)', async (language, message) => {
    const { email } = await signUp(t.app, { password: 'right-password' });
    for (const attempt of [{ email, password: 'wrong-password' }, { email: `nobody-${language}@example.com`, password: 'right-password' }]) {
      const response = await postAuth(t.app, 'sign-in/email', attempt, { 'accept-language': language });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message } });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('signs in with the right password, in any letter case of the e-mail', async () => {
    const { email, userId } = await signUp(t.app, { email: 'Case@Example.com', password: 'right-password' });
    const session = await signIn(t.app, { email: email.toUpperCase(), password: 'right-password' });
    expect(session.userId).toBe(userId);
    const me = await t.app.request('/api/me', { headers: signedInHeaders(session.cookie) });
    expect(me.status).toBe(200);
  });

  it('shows the session without its token', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await t.app.request('/api/auth/get-session', { headers: signedInHeaders(cookie) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(SECRET_FIELD);
    expect(JSON.parse(text)).toMatchObject({ session: { userId }, user: { id: userId } });
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const { cookie, userId } = await signUp(t.app);
    const response = await t.app.request('/api/auth/sign-out', { method: 'POST', headers: signedInHeaders(cookie) });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^reelsmith\.session_token=;.*Max-Age=0/));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const me = await t.app.request('/api/me', { headers: signedInHeaders(cookie) });
    expect(me.status).toBe(401);
  });

  it('refuses a cookie-carrying POST from another origin (CSRF)', async () => {
    const { cookie } = await signUp(t.app);
    for (const origin of ['https://evil.example', undefined]) {
      const headers: Record<string, string> = { cookie };
      if (origin) headers.origin = origin;
      const response = await t.app.request('/api/auth/sign-out', { method: 'POST', headers });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    }
    expect((await t.app.request('/api/me', { headers: signedInHeaders(cookie) })).status).toBe(200);
  });

  it('changes the password: the current one is checked, the new one works, the old one no longer does', async () => {
    const { cookie, email } = await signUp(t.app, { password: 'old-password' });
    const wrong = await postAuth(t.app, 'change-password', { currentPassword: 'not-it', newPassword: 'new-password' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: { code: 'WRONG_PASSWORD', message: 'The current password is incorrect.' } });
    const short = await postAuth(t.app, 'change-password', { currentPassword: 'old-password', newPassword: '12345' }, { cookie });
    expect(((await short.json()) as { error: { code: string } }).error.code).toBe('PASSWORD_TOO_SHORT');
    const changed = await postAuth(t.app, 'change-password', { currentPassword: 'old-password', newPassword: 'new-password', revokeOtherSessions: true }, { cookie });
    expect(changed.status).toBe(200);
    expect(await changed.clone().text()).not.toMatch(SECRET_FIELD);
    const refused = await postAuth(t.app, 'sign-in/email', { email, password: 'old-password' });
    expect(refused.status).toBe(401);
    await signIn(t.app, { email, password: 'new-password' });
    // revokeOtherSessions gives this browser a new session cookie.
    expect(cookiesOf(changed)).toMatch(/session_token=/);
  });

  it('needs a session to change the password', async () => {
    const response = await postAuth(t.app, 'change-password', { currentPassword: 'a-password', newPassword: 'new-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'No authentication session' } });
  });

  it('answers an unknown auth path with the JSON 404', async () => {
    const response = await t.app.request('/api/auth/no-such-thing', { headers: { origin: TEST_BASE_URL } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('sign-in and sign-up rate limits', () => {
  it('slows password guessing: past the form limit a client gets 429, per form', async () => {
    const t = await createTestApp('pglite', { formRateLimitPerMinute: 2 });
    try {
      const attempt = () => postAuth(t.app, 'sign-in/email', { email: 'victim@example.com', password: 'guess' });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      expect((await postAuth(t.app, 'sign-up/email', { email: 'new@example.com', password: 'secret1' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

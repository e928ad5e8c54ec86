import { randomUUID } from 'node:crypto';
import { accounts, analyticsEvents, creditBalances, profiles, users } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/app-harness';
import { cookiesOf, postAuth, signedInHeaders, signUp } from '../test/auth-helpers';
import { startOidcPeer, type OidcAccount, type OidcPeer } from '../test/oidc-peer';

/** A Google person with a fresh subject and e-mail. */
function googlePerson(overrides: Partial<OidcAccount> = {}): OidcAccount {
  const id = randomUUID();
  return { sub: `google-${id}`, email: `g-${id}@gmail.example`, email_verified: true, name: 'Bia Google', picture: `https://photos.example/${id}.jpg`, ...overrides };
}

/** Cookies kept per name, as a browser keeps those of one site. */
function keepCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

/**
 * "Continue with Google" as a browser does it: ask our API where to go, follow the provider's
 * redirects (with its cookies) through login and consent, and bring the code back to our callback.
 * Answers our callback's response.
 */
async function signInWithGoogle(t: TestApp): Promise<Response> {
  const start = await postAuth(t.app, 'sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const ourCookies = cookiesOf(start);
  const providerCookies = new Map<string, string>();
  let next = new URL(url);
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.origin === TEST_BASE_URL) return t.app.request(next.href, { headers: { cookie: ourCookies } });
    const cookie = [...providerCookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    keepCookies(providerCookies, response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${next.href} with ${response.status}: ${await response.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects');
}

describe.each(DATABASE_KINDS)('Google sign-in (OpenID Connect) on %s', (kind) => {
  let t: TestApp;
  let google: OidcPeer;
  beforeAll(async () => {
    google = await startOidcPeer({ redirectBaseUrl: TEST_BASE_URL });
    t = await createTestApp(kind, { google: google.google });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const eventsOf = (userId: string) =>
    t.database.db.select({ name: analyticsEvents.name, properties: analyticsEvents.properties }).from(analyticsEvents).where(eq(analyticsEvents.userId, userId)).orderBy(analyticsEvents.occurredAt);

  it('signs a new person up: account, session, profile with name and picture, one credit, sign_up', async () => {
    const person = googlePerson();
    google.signInAs(person);
    const callback = await signInWithGoogle(t);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');
    const cookie = cookiesOf(callback);
    expect(cookie).toMatch(/reelsmith\.session_token=/);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({ name: 'Bia Google', image: person.picture, emailVerified: true });
    const userId = user?.id ?? '';
    const me = await t.app.request('/api/me', { headers: signedInHeaders(cookie) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ id: userId, email: person.email, name: 'Bia Google', full_name: 'Bia Google', avatar_url: person.picture, credits: 1, has_bulk_pack: false });
    expect(await t.database.db.select({ providerId: accounts.providerId, accountId: accounts.accountId }).from(accounts).where(eq(accounts.userId, userId))).toEqual([
      { providerId: 'google', accountId: person.sub },
    ]);
    expect(await t.database.db.select({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId))).toEqual([
      { fullName: 'Bia Google', avatarUrl: person.picture },
    ]);
    expect(await t.database.db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId))).toEqual([{ balance: 1 }]);
    expect(await eventsOf(userId)).toEqual([{ name: 'sign_up', properties: { provider: 'google' } }]);
  });

  it('signs the same person in later as a login, into the same account, with no second credit', async () => {
    const person = googlePerson();
    google.signInAs(person);
    await signInWithGoogle(t);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    const userId = user?.id ?? '';
    // Later: past the spec's 10 s window after the account was made.
    await t.database.db.update(users).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(users.id, userId));

    const again = await signInWithGoogle(t);
    expect(again.status).toBe(302);
    expect(cookiesOf(again)).toMatch(/reelsmith\.session_token=/);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, person.email))).toEqual([{ id: userId }]);
    expect(await eventsOf(userId)).toEqual([
      { name: 'sign_up', properties: { provider: 'google' } },
      { name: 'login', properties: { provider: 'google' } },
    ]);
    expect(await t.database.db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId))).toEqual([{ balance: 1 }]);
  });

  it('does not join a password account whose e-mail was never proven: back to /login with the reason', async () => {
    // Someone registered this address with a password of their own; Google's user owns the mailbox.
    const { email, userId } = await signUp(t.app, { password: 'squatter-password' });
    google.signInAs(googlePerson({ email }));
    const callback = await signInWithGoogle(t);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(`${TEST_BASE_URL}/login?error=account_not_linked`);
    expect(cookiesOf(callback)).not.toMatch(/session_token=/);
    expect(await t.database.db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId))).toEqual([{ providerId: 'credential' }]);
  });

  it('joins a password account whose e-mail is proven, when Google says the address is verified', async () => {
    const { email, userId } = await signUp(t.app, { password: 'owner-password', name: 'Owner' });
    // A password reset through the e-mailed link proves the address (password-reset.test.ts).
    await t.database.db.update(users).set({ emailVerified: true, createdAt: new Date(Date.now() - 60_000) }).where(eq(users.id, userId));

    google.signInAs(googlePerson({ email, email_verified: false }));
    const unverified = await signInWithGoogle(t);
    expect(unverified.headers.get('location')).toBe(`${TEST_BASE_URL}/login?error=account_not_linked`);

    const person = googlePerson({ email });
    google.signInAs(person);
    const callback = await signInWithGoogle(t);
    expect(callback.headers.get('location')).toBe('/dashboard');
    const me = await t.app.request('/api/me', { headers: signedInHeaders(cookiesOf(callback)) });
    expect(await me.json()).toMatchObject({ id: userId, full_name: 'Owner', credits: 1 });
    const linked = await t.database.db.select({ providerId: accounts.providerId }).from(accounts).where(and(eq(accounts.userId, userId), eq(accounts.accountId, person.sub)));
    expect(linked).toEqual([{ providerId: 'google' }]);
    expect(await eventsOf(userId)).toEqual([
      { name: 'sign_up', properties: { provider: 'email' } },
      { name: 'login', properties: { provider: 'google' } },
    ]);
    // The password still works, and the profile the user had is kept (above: full_name 'Owner').
    expect((await postAuth(t.app, 'sign-in/email', { email, password: 'owner-password' })).status).toBe(200);
  });
});

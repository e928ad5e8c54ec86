import { analyticsEvents } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-harness';
import { postAuth, signIn, signUp } from '../test/auth-helpers';
import { signInEvent } from './record-sign-in';

describe('signInEvent', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('names e-mail sign-ups and sign-ins by their endpoint', () => {
    expect(signInEvent({ path: '/sign-up/email', userCreatedAt: now, now })).toEqual({ name: 'sign_up', provider: 'email' });
    expect(signInEvent({ path: '/sign-in/email', userCreatedAt: ago(1_000), now })).toEqual({ name: 'login', provider: 'email' });
  });

  it('takes a provider sign-in within 10 s of the user creation for the sign-up (spec §4)', () => {
    expect(signInEvent({ path: '/callback/:id', providerId: 'google', userCreatedAt: ago(10_000), now })).toEqual({ name: 'sign_up', provider: 'google' });
    expect(signInEvent({ path: '/callback/:id', providerId: 'google', userCreatedAt: ago(10_001), now })).toEqual({ name: 'login', provider: 'google' });
  });

  it('records nothing for a session opened another way', () => {
    expect(signInEvent({ path: '/change-password', userCreatedAt: now, now })).toBeUndefined();
    expect(signInEvent({ path: '/callback/:id', userCreatedAt: now, now })).toBeUndefined();
  });
});

describe.each(DATABASE_KINDS)('sign_up and login events of e-mail accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records sign_up on sign-up and login on each sign-in, but not a password change or a refused sign-in', async () => {
    const { email, userId, cookie } = await signUp(t.app, { password: 'first-password' });
    await signIn(t.app, { email, password: 'first-password' });
    expect((await postAuth(t.app, 'sign-in/email', { email, password: 'wrong-password' })).status).toBe(401);
    const changed = await postAuth(t.app, 'change-password', { currentPassword: 'first-password', newPassword: 'second-password', revokeOtherSessions: true }, { cookie });
    expect(changed.status).toBe(200);
    const events = await t.database.db
      .select({ name: analyticsEvents.name, properties: analyticsEvents.properties })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(analyticsEvents.occurredAt);
    expect(events).toEqual([
      { name: 'sign_up', properties: { provider: 'email' } },
      { name: 'login', properties: { provider: 'email' } },
    ]);
  });
});

import { users, verifications } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq, like } from 'drizzle-orm';
import pino from 'pino';
import type { Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogMailer } from '../mail/log-mailer';
import { createSmtpMailer } from '../mail/smtp-mailer';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../test/app-harness';
import { postAuth, signedInHeaders, signIn, signUp } from '../test/auth-helpers';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { passwordResetLink } from './password-reset';

const FROM = 'Reelsmith <no-reply@reelsmith.example>';

/** The reset link of a received mail: the one URL with a token in its text. */
function linkOf(mail: Email): URL {
  const found = /https?:\/\/\S+token=\S+/.exec(mail.text ?? '')?.[0];
  if (!found) throw new Error(`no reset link in:\n${mail.text}`);
  return new URL(found);
}

describe('passwordResetLink', () => {
  const base = { publicUrl: 'https://reelsmith.example', ownOrigins: ['https://reelsmith.example', 'http://localhost:5173'], token: 'tok' };

  it.each([
    ['en', 'https://reelsmith.example/reset-password?token=tok'],
    ['es', 'https://reelsmith.example/es/reset-password?token=tok'],
    ['pt-BR', 'https://reelsmith.example/ptbr/reset-password?token=tok'],
  ] as const)('points at the web app reset page in the caller language (%s)', (language, link) => {
    expect(passwordResetLink({ ...base, language })).toBe(link);
  });

  it('follows a redirectTo on our own origins only', () => {
    expect(passwordResetLink({ ...base, language: 'en', redirectTo: '/es/reset-password?from=login#x' })).toBe('https://reelsmith.example/es/reset-password?from=login&token=tok');
    expect(passwordResetLink({ ...base, language: 'en', redirectTo: 'http://localhost:5173/reset-password' })).toBe('http://localhost:5173/reset-password?token=tok');
    for (const foreign of ['https://evil.example/steal', '//evil.example/steal', 'https://reelsmith.example.evil.example/']) {
      expect(passwordResetLink({ ...base, language: 'es', redirectTo: foreign })).toBe('https://reelsmith.example/es/reset-password?token=tok');
    }
  });
});

describe.each(DATABASE_KINDS)('password reset by e-mail on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(kind, { mailer: createSmtpMailer({ url: smtp.url, from: FROM }) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a link to the reset page; the token sets a new password once, and signs every session out', async () => {
    const { email, cookie, userId } = await signUp(t.app, { password: 'old-password', name: 'Ana Souza' });
    const asked = await postAuth(t.app, 'request-password-reset', { email: ` ${email.toUpperCase()} ` }, { 'accept-language': 'pt-BR' });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ status: true, message: 'Se este e-mail tiver uma conta, enviamos para ele um link para redefinir a senha.' });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([{ name: '', address: email }]);
    expect(mail.from).toEqual({ name: 'Reelsmith', address: 'no-reply@reelsmith.example' });
    expect(mail.subject).toBe('Redefina sua senha do Reelsmith');
    expect(mail.text).toMatch(/^Olá, Ana Souza,/);
    const link = linkOf(mail);
    expect(link.origin + link.pathname).toBe(`${TEST_BASE_URL}/ptbr/reset-password`);
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&#38;')}"`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^\w{24}$/);

    const reset = await postAuth(t.app, 'reset-password', { token, newPassword: 'new-password' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });
    expect((await postAuth(t.app, 'sign-in/email', { email, password: 'old-password' })).status).toBe(401);
    await signIn(t.app, { email, password: 'new-password' });
    // The session opened before the reset is gone.
    expect((await t.app.request('/api/me', { headers: signedInHeaders(cookie) })).status).toBe(401);
    // Reaching the mailbox proved the address.
    expect(await t.database.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId))).toEqual([{ emailVerified: true }]);

    const again = await postAuth(t.app, 'reset-password', { token, newPassword: 'third-password' }, { 'accept-language': 'es' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { code: 'INVALID_RESET_TOKEN', message: 'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.' },
    });
    await signIn(t.app, { email, password: 'new-password' });
  });

  it('answers an unknown e-mail exactly as a known one, and mails nobody', async () => {
    const { email } = await signUp(t.app);
    const unknown = await postAuth(t.app, 'request-password-reset', { email: 'nobody-at-all@example.com' });
    const known = await postAuth(t.app, 'request-password-reset', { email });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    // The one mail that arrives is the known address's.
    expect((await smtp.nextMail()).to).toEqual([{ name: '', address: email }]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((mail) => mail.to?.some((to) => to.address === 'nobody-at-all@example.com'))).toEqual([]);
  });

  it('takes the reset page a request names on our own origin, and refuses another site', async () => {
    const { email } = await signUp(t.app);
    const asked = await postAuth(t.app, 'request-password-reset', { email, redirectTo: '/es/reset-password' }, { 'accept-language': 'es' });
    expect(asked.status).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('Restablece tu contraseña de Reelsmith');
    expect(linkOf(mail).pathname).toBe('/es/reset-password');

    const foreign = await postAuth(t.app, 'request-password-reset', { email, redirectTo: 'https://evil.example/reset' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });

  it.each([
    ['en', 'This password reset link is invalid or has expired. Please request a new one.'],
    ['es', 'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.'],
    ['pt-BR', 'Este link de redefinição de senha é inválido ou expirou. Peça um novo.'],
  ])('refuses an expired or made-up token with the message in the caller language (%s)', async (language, message) => {
    const { email } = await signUp(t.app, { password: 'kept-password' });
    await postAuth(t.app, 'request-password-reset', { email });
    const token = linkOf(await smtp.nextMail()).searchParams.get('token') ?? '';
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    for (const attempt of [token, 'made-up-token-000000000000']) {
      const response = await postAuth(t.app, 'reset-password', { token: attempt, newPassword: 'new-password' }, { 'accept-language': language });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_RESET_TOKEN', message } });
    }
    await signIn(t.app, { email, password: 'kept-password' });
  });

  it('asks for the fields, and for a long enough new password', async () => {
    const blank = await postAuth(t.app, 'request-password-reset', { email: '  ' });
    expect(await blank.json()).toEqual({ error: { code: 'FIELDS_REQUIRED', message: 'Please fill in all fields' } });
    const malformed = await postAuth(t.app, 'request-password-reset', { email: 'not-an-email' });
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('INVALID_EMAIL');
    const noPassword = await postAuth(t.app, 'reset-password', { token: 'whatever' });
    expect(((await noPassword.json()) as { error: { code: string } }).error.code).toBe('FIELDS_REQUIRED');

    const { email } = await signUp(t.app);
    await postAuth(t.app, 'request-password-reset', { email });
    const token = linkOf(await smtp.nextMail()).searchParams.get('token') ?? '';
    const short = await postAuth(t.app, 'reset-password', { token, newPassword: '12345' });
    expect(await short.json()).toEqual({ error: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters long' } });
    // A refused password leaves the token usable.
    expect(await t.database.db.select().from(verifications).where(like(verifications.identifier, `reset-password:${token}`))).toHaveLength(1);
    expect((await postAuth(t.app, 'reset-password', { token, newPassword: '123456' })).status).toBe(200);
  });
});

describe('password reset in production without SMTP_URL', () => {
  it('answers as always, and logs an error (without the link) instead of mailing', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    const t = await createTestApp('pglite', { mailer: createLogMailer({ logger, production: true }) });
    try {
      const { email } = await signUp(t.app);
      const known = await postAuth(t.app, 'request-password-reset', { email });
      const unknown = await postAuth(t.app, 'request-password-reset', { email: 'nobody-here@example.com' });
      expect(known.status).toBe(200);
      expect(await known.text()).toBe(await unknown.text());
      expect(lines).toEqual([expect.objectContaining({ level: 50, to: email, msg: expect.stringContaining('SMTP_URL is not set') })]);
      expect(JSON.stringify(lines)).not.toMatch(/token=/);
    } finally {
      await t.close();
    }
  });
});

describe('password-reset rate limits', () => {
  it('limits asking for reset e-mails like sign-in: past the form limit a client gets 429', async () => {
    const t = await createTestApp('pglite', { formRateLimitPerMinute: 2 });
    try {
      const ask = () => postAuth(t.app, 'request-password-reset', { email: 'victim@example.com' });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const limited = await ask();
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      const guess = () => postAuth(t.app, 'reset-password', { token: 'guess-000000000000000000', newPassword: 'secret1' });
      expect((await guess()).status).toBe(400);
      expect((await guess()).status).toBe(400);
      expect((await guess()).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

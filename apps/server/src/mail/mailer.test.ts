import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer';
import { MailerNotConfiguredError, createLogMailer } from './log-mailer';
import type { Mail } from './mailer';
import { passwordResetMail } from './password-reset-mail';
import { createSmtpMailer } from './smtp-mailer';

const MAIL: Mail = {
  to: 'ana@example.com',
  subject: 'Redefina sua senha do Reelsmith',
  text: 'Abra http://localhost:3000/ptbr/reset-password?token=abc',
  html: '<p>Abra <a href="http://localhost:3000/ptbr/reset-password?token=abc">o link</a></p>',
};

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('the SMTP mailer', () => {
  let peer: SmtpPeer;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
  });

  it('delivers text and HTML, from MAIL_FROM, signing in with the URL credentials', async () => {
    await createSmtpMailer({ url: peer.url, from: 'Reelsmith <no-reply@reelsmith.example>' }).send(MAIL);
    const mail = await peer.nextMail();
    expect(mail.from).toEqual({ name: 'Reelsmith', address: 'no-reply@reelsmith.example' });
    expect(mail.to).toEqual([{ name: '', address: 'ana@example.com' }]);
    expect(mail.subject).toBe(MAIL.subject);
    expect(mail.text?.trim()).toBe(MAIL.text);
    expect(mail.html?.trim()).toBe(MAIL.html);
  });

  it("shows a business's name as the sender, keeps MAIL_FROM's address, and adds the headers asked for", async () => {
    const headers = { 'List-Unsubscribe': '<https://reelsmith.example/api/unsubscribe/t1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await createSmtpMailer({ url: peer.url, from: 'Reelsmith <no-reply@reelsmith.example>' }).send({ ...MAIL, fromName: 'Banco "Sol" <evil@x.example>, Ltda', headers });
    const mail = await peer.nextMail();
    expect(mail.from).toEqual({ name: 'Banco "Sol" <evil@x.example>, Ltda', address: 'no-reply@reelsmith.example' });
    const received = Object.fromEntries(mail.headers.map(({ key, value }) => [key, value]));
    expect(received['list-unsubscribe']).toBe(headers['List-Unsubscribe']);
    expect(received['list-unsubscribe-post']).toBe(headers['List-Unsubscribe-Post']);
  });

  it('fails when the server refuses its credentials', async () => {
    const wrong = peer.url.replace('smtp-test-password', 'not-the-password');
    await expect(createSmtpMailer({ url: wrong, from: 'no-reply@reelsmith.example' }).send(MAIL)).rejects.toThrow(/Invalid username or password|auth/i);
  });
});

describe('the log mailer (no SMTP_URL)', () => {
  it('writes the whole mail, links included, to the log in development', async () => {
    const { logger, lines } = capturingLogger();
    await createLogMailer({ logger, production: false }).send(MAIL);
    expect(lines).toEqual([expect.objectContaining({ level: 30, to: MAIL.to, subject: MAIL.subject, text: MAIL.text })]);
  });

  it('in production logs an error without the text, whose links are live credentials, and fails the send', async () => {
    const { logger, lines } = capturingLogger();
    await expect(createLogMailer({ logger, production: true }).send(MAIL)).rejects.toBeInstanceOf(MailerNotConfiguredError);
    expect(lines).toEqual([expect.objectContaining({ level: 50, to: MAIL.to, msg: expect.stringContaining('SMTP_URL is not set') })]);
    expect(JSON.stringify(lines)).not.toContain('token=abc');
  });
});

describe('passwordResetMail', () => {
  it.each([
    ['en', 'Reset your Reelsmith password', 'Hello Ana,', 'The link works once, within 60 minutes.'],
    ['es', 'Restablece tu contraseña de Reelsmith', 'Hola, Ana:', 'El enlace funciona una sola vez, durante 60 minutos.'],
    ['pt-BR', 'Redefina sua senha do Reelsmith', 'Olá, Ana,', 'O link funciona uma única vez, em até 60 minutos.'],
  ] as const)('speaks %s', (language, subject, greeting, expiry) => {
    const mail = passwordResetMail({ to: 'ana@example.com', name: 'Ana', link: 'http://localhost:3000/r?token=t', language, validMinutes: 60 });
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n')[0]).toBe(greeting);
    expect(mail.text).toContain('\nhttp://localhost:3000/r?token=t\n');
    expect(mail.text).toContain(expiry);
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('never lets a name become markup, and greets a nameless user by e-mail', () => {
    const mail = passwordResetMail({ to: 'x@example.com', name: '<img src=x onerror=alert(1)>', link: 'http://localhost:3000/r?token=t&a="b"', language: 'en', validMinutes: 60 });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('href="http://localhost:3000/r?token=t&#38;a=&#34;b&#34;"');
    expect(passwordResetMail({ to: 'x@example.com', name: ' ', link: 'l', language: 'en', validMinutes: 60 }).text).toMatch(/^Hello x@example.com,/);
  });
});

import { createTransport } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Mailer } from './mailer';

/**
 * Sends mail through the SMTP server of `url` (smtp://user:pass@host:587 upgrades with STARTTLS,
 * smtps://…:465 speaks TLS from the start), from the `from` address.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // One connection per message (no pool), so there is nothing to close on shutdown. Fail within
  // seconds, not nodemailer's default minutes: a reset e-mail is worth little late.
  const transport = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const address = addressparser(from, { flatten: true })[0]?.address || from;
  return {
    async send({ to, subject, text, html, fromName, headers }) {
      // nodemailer encodes the name (RFC 2047) and quotes it, so a name cannot add an address or a header.
      const sender = fromName ? { name: fromName, address } : from;
      await transport.sendMail({ from: sender, to, subject, text, html, ...(headers ? { headers: { ...headers } } : {}) });
    },
  };
}

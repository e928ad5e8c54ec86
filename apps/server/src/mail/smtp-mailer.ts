import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Sends mail through the SMTP server of `url` (smtp://user:pass@host:587 upgrades with STARTTLS,
 * smtps://…:465 speaks TLS from the start), from the `from` address.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  // One connection per message (no pool), so there is nothing to close on shutdown. Fail within
  // seconds, not nodemailer's default minutes: a reset e-mail is worth little late.
  const transport = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

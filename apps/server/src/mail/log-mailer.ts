import type { Logger } from 'pino';
import type { Mailer } from './mailer';

/** Raised in production when a mail is sent without SMTP_URL: nothing was handed over, so no caller may count it as sent. */
export class MailerNotConfiguredError extends Error {
  constructor() {
    super('SMTP_URL is not set: the e-mail was not sent');
    this.name = 'MailerNotConfiguredError';
  }
}

/**
 * Writes each mail to the log instead of sending it. Outside production the whole text goes to
 * the log (links included), so a developer can follow a password-reset link without an SMTP
 * server. In production the text is left out — its links are live credentials — the line is an
 * error, because the person is waiting for a mail that will never come, and the send fails
 * (MailerNotConfiguredError), so a campaign e-mail is not recorded as sent.
 */
export function createLogMailer({ logger, production }: { logger: Logger; production: boolean }): Mailer {
  const log = logger.child({ component: 'mail' });
  return {
    send({ to, subject, text }) {
      if (production) {
        log.error({ to, subject }, 'SMTP_URL is not set: this e-mail was not sent');
        return Promise.reject(new MailerNotConfiguredError());
      }
      log.info({ to, subject, text }, `e-mail not sent (SMTP_URL is not set):\n${text}`);
      return Promise.resolve();
    },
  };
}

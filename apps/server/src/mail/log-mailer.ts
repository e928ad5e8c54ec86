import type { Logger } from 'pino';
import type { Mailer } from './mailer';

/**
 * Writes each mail to the log instead of sending it. Outside production the whole text goes to
 * the log (links included), so a developer can follow a password-reset link without an SMTP
 * server. In production the text is left out — its links are live credentials — and the line is
 * an error, because the person is waiting for a mail that will never come.
 */
export function createLogMailer({ logger, production }: { logger: Logger; production: boolean }): Mailer {
  const log = logger.child({ component: 'mail' });
  return {
    send({ to, subject, text }) {
      if (production) log.error({ to, subject }, 'SMTP_URL is not set: this e-mail was not sent');
      else log.info({ to, subject, text }, `e-mail not sent (SMTP_URL is not set):\n${text}`);
      return Promise.resolve();
    },
  };
}

import type { Logger } from 'pino';
import { createLogMailer } from './log-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the log. */
export function chooseMailer({ smtpUrl, from, production, logger }: { smtpUrl?: string; from: string; production: boolean; logger: Logger }): Mailer {
  return smtpUrl ? createSmtpMailer({ url: smtpUrl, from }) : createLogMailer({ logger, production });
}

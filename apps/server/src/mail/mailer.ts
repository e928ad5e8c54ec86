/** One e-mail: the same message as plain text and as HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set (smtp-mailer.ts), else the log (log-mailer.ts). */
export interface Mailer {
  /** Resolves once the mail is handed over (to the SMTP server, or to the log). */
  send(mail: Mail): Promise<void>;
}

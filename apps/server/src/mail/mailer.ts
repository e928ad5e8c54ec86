/** One e-mail: the same message as plain text and as HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The name shown as the sender instead of MAIL_FROM's (a business sending its campaign). The
   * address stays ours, so the mail still passes the SPF and DKIM checks of our domain.
   */
  fromName?: string;
  /** Extra header fields, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
}

/** Sends e-mail: SMTP when SMTP_URL is set (smtp-mailer.ts), else the log (log-mailer.ts). */
export interface Mailer {
  /** Resolves once the mail is handed over (to the SMTP server, or to the log). */
  send(mail: Mail): Promise<void>;
}

import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export interface SmtpPeer {
  /** smtp://user:password@127.0.0.1:<port>, for the mailer under test. */
  url: string;
  /** Every message received so far, in order. */
  received: Email[];
  /** The next message received (or already received and not yet taken); fails after `timeoutMs`. */
  nextMail(timeoutMs?: number): Promise<Email>;
  close(): Promise<void>;
}

const USER = 'reelsmith';
const PASSWORD = 'smtp-test-password';

/**
 * Starts the SMTP peer on a free port. It asks for the URL's user and password, as a real
 * provider does; STARTTLS is off because its only certificate would be a self-signed one.
 * `refuseRecipients` are answered 550 at RCPT TO, as a server does for a mailbox that does not exist.
 */
export async function startSmtpPeer(options: { refuseRecipients?: readonly string[] } = {}): Promise<SmtpPeer> {
  const received: Email[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients?.includes(address.address.toLowerCase())) callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    async nextMail(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no e-mail arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const mail = received[taken];
      taken += 1;
      if (!mail) throw new Error('unreachable: a received mail is missing');
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

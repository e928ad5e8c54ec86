import { languageFromAcceptLanguage, localizePath, type Language } from '@reelsmith/contracts';
import { users, type Db } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/password-reset-mail';

/**
 * The web app's page that asks for the new password, without its language prefix. It reads the
 * `token` query parameter and posts it with the new password to /api/auth/reset-password.
 */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** How long a reset link works (better-auth's resetPasswordTokenExpiresIn). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * The link of the reset e-mail: the page the request named (redirectTo), when it is on one of our
 * own origins, else the reset page in the caller's language; with the token as `?token=`.
 * better-auth has refused an untrusted redirectTo already; checking again keeps a mistake in its
 * configuration from ever sending a live token to another site.
 */
export function passwordResetLink({ publicUrl, ownOrigins, redirectTo, language, token }: { publicUrl: string; ownOrigins: readonly string[]; redirectTo?: string; language: Language; token: string }): string {
  const fallback = new URL(localizePath(RESET_PASSWORD_PAGE, language), publicUrl);
  let page = fallback;
  if (redirectTo) {
    try {
      const asked = new URL(redirectTo, publicUrl);
      if (ownOrigins.includes(asked.origin)) page = asked;
    } catch {
      // Not a URL: the default page.
    }
  }
  page.hash = '';
  page.searchParams.set('token', token);
  return page.toString();
}

/** better-auth's emailAndPassword callbacks for a reset by e-mail. */
export function passwordResetCallbacks({ db, mailer, publicUrl, ownOrigins, logger }: { db: Db; mailer: Mailer; publicUrl: string; ownOrigins: readonly string[]; logger: Logger }) {
  return {
    sendResetPassword: ({ user, url, token }: { user: { email: string; name: string }; url: string; token: string }, request?: Request): Promise<void> => {
      const language = languageFromAcceptLanguage(request?.headers.get('accept-language'));
      // better-auth's own link carries the caller's redirectTo as callbackURL.
      const redirectTo = new URL(url).searchParams.get('callbackURL') || undefined;
      const link = passwordResetLink({ publicUrl, ownOrigins, redirectTo, language, token });
      const mail = passwordResetMail({ to: user.email, name: user.name, link, language, validMinutes: RESET_TOKEN_TTL_SECONDS / 60 });
      // Not awaited: an answer that waited for the SMTP server would take longer for an e-mail
      // that has an account than for one that has none, and so tell them apart.
      void mailer.send(mail).catch((error: unknown) => {
        logger.error({ err: error }, 'could not send the password-reset e-mail');
      });
      return Promise.resolve();
    },
    /** The reset link reached its owner's mailbox, so the address is proven (see google.ts). */
    onPasswordReset: async ({ user }: { user: { id: string } }) => {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    },
  };
}

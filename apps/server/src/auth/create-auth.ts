import { MIN_PASSWORD_LENGTH, PAGE_ROUTES } from '@reelsmith/contracts';
import { accounts, sessions, users, verifications, type Db } from '@reelsmith/db';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Mailer } from '../mail/mailer';
import { googleSignIn, type GoogleOptions } from './google';
import { passwordResetCallbacks, RESET_TOKEN_TTL_SECONDS } from './password-reset';
import { recordSignIns } from './record-sign-in';
import { setUpAccount } from './set-up-account';

/** better-auth's own limit; a longer password only costs hashing time. */
const MAX_PASSWORD_LENGTH = 128;

/** Where better-auth answers: its handler is mounted here by app.ts. */
export const AUTH_BASE_PATH = '/api/auth';

/** What the accounts service needs, built once by the entry point. */
export interface AuthOptions {
  db: Db;
  /** Signs session cookies; at least 32 random characters in production. */
  secret: string;
  /** The platform's public address (PUBLIC_URL); the origin every cookie-carrying POST must come from. */
  baseURL: string;
  /** Further origins allowed to send cookie-carrying requests (e.g. the Vite dev server). */
  trustedOrigins: string[];
  /** Send cookies with the Secure attribute (production, or an https PUBLIC_URL). */
  secureCookies: boolean;
  /** Record the client address of sessions from X-Forwarded-For (only behind our own proxy). */
  trustProxy: boolean;
  /** Sends the password-reset e-mails. */
  mailer: Mailer;
  /** "Continue with Google"; absent when GOOGLE_CLIENT_ID is not set. */
  google?: GoogleOptions;
  logger: Logger;
}

/**
 * better-auth over our Drizzle tables (users, sessions, accounts, verifications): e-mail and
 * password accounts (with a password reset by e-mail) and Google sign-in, with sessions in
 * httpOnly, SameSite=Lax cookies. Every new user gets a profile and the free registration credit
 * (set-up-account.ts); every sign-up and sign-in is recorded for analytics (record-sign-in.ts).
 */
export function createAuth(options: AuthOptions) {
  const { db, logger } = options;
  const authLogger = logger.child({ component: 'auth' });
  const setUp = async (userId: string) => {
    await setUpAccount({ db, userId });
  };
  const ownOrigins = [new URL(options.baseURL).origin, ...options.trustedOrigins.map((origin) => new URL(origin).origin)];
  const passwordReset = passwordResetCallbacks({ db, mailer: options.mailer, publicUrl: options.baseURL, ownOrigins, logger: authLogger });
  return betterAuth({
    appName: 'Reelsmith',
    baseURL: options.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: options.secret,
    trustedOrigins: [options.baseURL, ...options.trustedOrigins],
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema: { users, sessions, accounts, verifications } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      ...passwordReset,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // Whoever knew the old password (or stole a session) is out once the owner resets it.
      revokeSessionsOnPasswordReset: true,
    },
    plugins: options.google ? [googleSignIn(options.google)] : [],
    // A failed Google sign-in comes back to the login page with ?error=<code> (the web app may
    // name another page, in its language, as errorCallbackURL).
    onAPIError: { errorURL: `${options.baseURL}${PAGE_ROUTES.login}` },
    hooks: { after: recordSignIns({ db, logger: authLogger }) },
    databaseHooks: {
      user: { create: { after: (user) => setUp(user.id) } },
      // Also on every sign-in: a sign-up that stopped between creating the user and this set-up
      // (crash, lost connection) is completed the next time the user signs in. It is idempotent.
      session: { create: { after: (session) => setUp(session.userId) } },
    },
    // Public forms are rate-limited by our own middleware (app.ts), which knows about TRUST_PROXY.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'reelsmith',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' },
      // better-auth skips its CSRF origin check under NODE_ENV=test; ours tests the real thing.
      disableOriginCheck: false,
      // X-Forwarded-For is whatever the client says unless our own proxy sets it.
      ipAddress: options.trustProxy ? { ipAddressHeaders: ['x-forwarded-for'] } : { disableIpTracking: true },
    },
    logger: {
      level: 'info',
      log: (level, message, ...args) => {
        const extra = args.length > 0 ? { details: args } : {};
        if (level === 'error') authLogger.error(extra, message);
        else if (level === 'warn') authLogger.warn(extra, message);
        else if (level === 'info') authLogger.info(extra, message);
        else authLogger.debug(extra, message);
      },
    },
  });
}

/** The accounts service: better-auth's HTTP handler and its server-side API. */
export type Auth = ReturnType<typeof createAuth>;

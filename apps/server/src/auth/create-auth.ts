import { MIN_PASSWORD_LENGTH } from '@reelsmith/contracts';
import { accounts, sessions, users, verifications, type Db } from '@reelsmith/db';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
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
  logger: Logger;
}

/**
 * better-auth over our Drizzle tables (users, sessions, accounts, verifications): e-mail and
 * password accounts with sessions in httpOnly, SameSite=Lax cookies. Every new user gets a profile
 * and the free registration credit (set-up-account.ts).
 */
export function createAuth(options: AuthOptions) {
  const { db, logger } = options;
  const authLogger = logger.child({ component: 'auth' });
  const setUp = async (userId: string) => {
    await setUpAccount({ db, userId });
  };
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
    },
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

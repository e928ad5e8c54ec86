import type { Db } from '@reelsmith/db';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { AUTH_BASE_PATH, type Auth } from '../auth/create-auth';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';
import { authenticateApiKey } from '../use-cases/api-keys/authenticate-api-key';
import { isApiKeyRoute } from './api-key-routes';

/** The token of an `Authorization: Bearer <token>` header ('' when it names none); undefined for other schemes. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header?.trim() ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * A request that carries an API key. The key alone decides who is calling: a session cookie sent
 * beside it is ignored (Bearer wins), so the request is never a cookie request and needs no CSRF
 * defence. On a route keys may not use the request stays signed out, and requireUser answers
 * API_KEY_NOT_ALLOWED; better-auth's own endpoints refuse it outright, since they would read the cookie.
 */
async function signInWithApiKey(c: Context<AppEnv>, next: Next, db: Db, key: string) {
  c.set('authMethod', 'api-key');
  if (c.req.path === AUTH_BASE_PATH || c.req.path.startsWith(`${AUTH_BASE_PATH}/`)) throw new AppError('API_KEY_NOT_ALLOWED');
  if (!isApiKeyRoute(c.req.method, c.req.path)) return next();
  const found = await authenticateApiKey({ db, key }).catch((error: unknown) => {
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not check the API key' });
  });
  if (!found) {
    // RFC 6750 §3: a refused bearer token is named in WWW-Authenticate.
    return c.json(new AppError('INVALID_API_KEY').toBody(c.get('language')), 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
  c.set('user', found.user);
  c.set('logger', c.get('logger').child({ apiKeyId: found.keyId }));
  return next();
}

/**
 * Sets the request's user from its API key (`Authorization: Bearer`, on the routes of
 * api-key-routes.ts) or else its session cookie; undefined when signed out or the session is
 * invalid or expired. better-auth's own endpoints read the session themselves. When the lookup
 * extends the session, the refreshed cookie goes out with the response.
 */
export function session({ auth, db }: { auth: Auth; db: Db }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', undefined);
    c.set('authMethod', undefined);
    const apiKey = bearerToken(c.req.header('authorization'));
    if (apiKey !== undefined) return signInWithApiKey(c, next, db, apiKey);
    if (!c.req.header('cookie') || c.req.path.startsWith(`${AUTH_BASE_PATH}/`)) return next();
    const found = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }).catch((error: unknown) => {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not read the session' });
    });
    const user = found.response?.user;
    c.set('user', user ? { id: user.id, email: user.email, name: user.name } : undefined);
    c.set('authMethod', user ? 'session' : undefined);
    await next();
    for (const cookie of found.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  };
}

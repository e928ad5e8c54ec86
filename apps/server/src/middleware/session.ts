import type { MiddlewareHandler } from 'hono';
import { AUTH_BASE_PATH, type Auth } from '../auth/create-auth';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';

/**
 * Sets the request's user from its session cookie (undefined when signed out or the session is
 * invalid or expired). better-auth's own endpoints read the session themselves. When the lookup
 * extends the session, the refreshed cookie goes out with the response.
 */
export function session(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', undefined);
    if (!c.req.header('cookie') || c.req.path.startsWith(`${AUTH_BASE_PATH}/`)) return next();
    const found = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }).catch((error: unknown) => {
      throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not read the session' });
    });
    const user = found.response?.user;
    c.set('user', user ? { id: user.id, email: user.email, name: user.name } : undefined);
    await next();
    for (const cookie of found.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  };
}

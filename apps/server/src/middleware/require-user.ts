import type { Context } from 'hono';
import { AppError } from '../errors';
import type { AppEnv, SessionUser } from '../lib/app-env';

/**
 * The request's signed-in user; without one, UNAUTHENTICATED ('No authentication session', 401), or
 * API_KEY_NOT_ALLOWED (403) when an API key came to a route keys may not use (api-key-routes.ts).
 */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError(c.get('authMethod') === 'api-key' ? 'API_KEY_NOT_ALLOWED' : 'UNAUTHENTICATED');
  return user;
}

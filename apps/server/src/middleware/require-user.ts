import type { Context } from 'hono';
import { AppError } from '../errors';
import type { AppEnv, SessionUser } from '../lib/app-env';

/** The request's signed-in user; without one, UNAUTHENTICATED ('No authentication session', 401). */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a change (POST, PUT, PATCH, DELETE) signed in by a session cookie unless it comes from
 * one of our own origins. SameSite=Lax keeps the cookie off other sites' forms, but not off a
 * sibling subdomain's, and multipart or text/plain forms need no CORS preflight; browsers send
 * Origin with every such request. Requests with an API key, or signed out, carry no ambient
 * credential and pass; better-auth checks its own endpoints the same way.
 */
export function sameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins.map((url) => new URL(url).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.get('authMethod') !== 'session') return next();
    const origin = c.req.header('origin');
    const fromUs = origin !== undefined && origin !== 'null' ? allowed.has(origin) : c.req.header('sec-fetch-site') === 'same-origin';
    if (!fromUs) throw new AppError('CROSS_SITE_REQUEST', { internalMessage: `refused a cookie-signed ${c.req.method} from origin ${origin ?? '(none)'}` });
    return next();
  };
}

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { requireUser } from './require-user';

/**
 * The API paths a signed-out visitor may call: health, the blog, the site's settings, the public forms, analytics events, the packs, payment
 * webhooks (signed by the provider), better-auth's own endpoints, shared videos (their
 * unguessable slug is the credential) and unsubscribe links (their signed token is). Everything else is private.
 */
const PUBLIC_API_PATHS: readonly RegExp[] = [
  /^\/api\/health\/?$/,
  /^\/api\/blog\/?$/,
  /^\/api\/site-config\/?$/,
  /^\/api\/waitlist\/?$/,
  /^\/api\/contact\/?$/,
  /^\/api\/feedback\/url-to-video\/?$/,
  /^\/api\/events\/?$/,
  /^\/api\/plans\/?$/,
  /^\/api\/webhooks\//,
  /^\/api\/auth\//,
  /^\/api\/watch\//,
  /^\/api\/unsubscribe\/[^/]+\/?$/,
];

/**
 * Answers 401 'No authentication session' (or API_KEY_NOT_ALLOWED) before a private route reads
 * its body or parameters, so a signed-out caller learns nothing from validation messages and
 * sends no upload for nothing. Private by default: a new route is closed until listed above.
 * Routes still call requireUser() for the user they act for.
 */
export function signInRequired(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!PUBLIC_API_PATHS.some((path) => path.test(c.req.path))) requireUser(c);
    return next();
  };
}

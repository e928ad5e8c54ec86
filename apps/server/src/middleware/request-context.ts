import { languageFromAcceptLanguage } from '@reelsmith/contracts';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../lib/app-env';

/**
 * Sets the caller's language (from Accept-Language, which the web app sets to the page language)
 * and a logger bound to the request id. Runs after hono's requestId middleware.
 */
export function requestContext(rootLogger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('language', languageFromAcceptLanguage(c.req.header('accept-language')));
    c.set('logger', rootLogger.child({ reqId: c.get('requestId') }));
    c.header('Content-Language', c.get('language'));
    await next();
  };
}

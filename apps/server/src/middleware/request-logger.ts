import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';

// Health probes and hashed static assets would drown the log at info level.
const QUIET_PATHS = /^\/(api\/health$|assets\/)/;

/** Logs one line per request: method, path, status and duration. */
export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    const logger = c.get('logger');
    if (status >= 500) logger.error(line, 'request failed');
    else if (QUIET_PATHS.test(c.req.path)) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';
import { clientKey } from './client-key';

/** Clients remembered at once; past it the least recently seen are forgotten, so memory stays bounded. */
const MAX_CLIENTS = 10_000;

/** The caller's IP: the socket's peer, or the address our own proxy appended when we trust it. */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    // The rightmost entry was added by our proxy; entries to its left can be forged by the client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/**
 * Fixed-window request limit per client (IPv4 address or IPv6 /64), kept in this process's memory:
 * enough to stop a form being flooded through one server; a fleet behind a load balancer multiplies
 * the limit by its size.
 */
export function rateLimit(options: {
  max: number;
  windowMs: number;
  trustProxy: boolean;
  now?: () => number;
  maxClients?: number;
}): MiddlewareHandler<AppEnv> {
  const { max, windowMs, trustProxy, now = Date.now, maxClients = MAX_CLIENTS } = options;
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();
  return async (c, next) => {
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [key, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(key);
      lastSweep = time;
    }
    const key = clientKey(clientIp(c, trustProxy));
    let window = windows.get(key);
    // Re-inserted on every request, so the Map's order is least recently seen first.
    windows.delete(key);
    if (!window || time - window.startedAt >= windowMs) window = { startedAt: time, count: 0 };
    windows.set(key, window);
    if (windows.size > maxClients) {
      const oldest = windows.keys().next().value;
      if (oldest !== undefined) windows.delete(oldest);
    }
    window.count += 1;
    if (window.count > max) {
      c.header('Retry-After', String(Math.ceil((window.startedAt + windowMs - time) / 1000)));
      throw new AppError('RATE_LIMITED');
    }
    await next();
  };
}

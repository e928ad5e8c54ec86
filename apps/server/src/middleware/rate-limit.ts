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

/** Counts hits per key in fixed windows; `hit` says whether the key is still within its limit. */
export interface FixedWindow {
  /** Counts one hit of the key: null while within the limit, else the seconds until its window ends. */
  hit(key: string): number | null;
}

/**
 * A fixed-window counter per key, kept in this process's memory, bounded to `maxKeys` (the least
 * recently seen forgotten first). A fleet of servers multiplies the limit by its size.
 */
export function fixedWindow(options: { max: number; windowMs: number; now?: () => number; maxKeys?: number }): FixedWindow {
  const { max, windowMs, now = Date.now, maxKeys = MAX_CLIENTS } = options;
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const time = now();
      if (time - lastSweep > windowMs) {
        for (const [seen, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(seen);
        lastSweep = time;
      }
      let window = windows.get(key);
      // Re-inserted on every hit, so the Map's order is least recently seen first.
      windows.delete(key);
      if (!window || time - window.startedAt >= windowMs) window = { startedAt: time, count: 0 };
      windows.set(key, window);
      if (windows.size > maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.startedAt + windowMs - time) / 1000) : null;
    },
  };
}

/**
 * Fixed-window request limit per client (IPv4 address or IPv6 /64): enough to stop a form being
 * flooded through one server.
 */
export function rateLimit(options: {
  max: number;
  windowMs: number;
  trustProxy: boolean;
  now?: () => number;
  maxClients?: number;
}): MiddlewareHandler<AppEnv> {
  const windows = fixedWindow({ max: options.max, windowMs: options.windowMs, ...(options.now ? { now: options.now } : {}), ...(options.maxClients ? { maxKeys: options.maxClients } : {}) });
  return async (c, next) => {
    const retryAfter = windows.hit(clientKey(clientIp(c, options.trustProxy)));
    if (retryAfter !== null) {
      c.header('Retry-After', String(retryAfter));
      throw new AppError('RATE_LIMITED');
    }
    await next();
  };
}

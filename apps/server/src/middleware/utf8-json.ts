import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;
// A \u0000 escape that is not itself escaped ("\\u0000" is the six characters, and harmless).
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

/**
 * JSON must be UTF-8 (RFC 8259 §8.1): Request.json() would quietly turn bad bytes into U+FFFD and
 * store them, so this answers INVALID_JSON instead. A NUL character (\u0000) is refused too,
 * whatever the field: PostgreSQL text cannot hold one, so it would end as a 500 at the insert. The
 * body (already capped by the 1 MB limit) is read once and put back, so whoever reads it next — a
 * validator, better-auth, a webhook's signature check — gets the same bytes.
 */
export const utf8Json: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.raw.body && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    c.req.raw = new Request(c.req.raw, { body: bytes });
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch (error) {
      throw new AppError('INVALID_JSON', { cause: error, internalMessage: 'the JSON body is not valid UTF-8' });
    }
    if (NUL_ESCAPE.test(text)) throw new AppError('BAD_REQUEST', { internalMessage: 'the JSON body holds a NUL character' });
  }
  await next();
};

import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '../errors';
import type { AppEnv } from '../lib/app-env';

function fromHttpException(error: HTTPException): AppError {
  const internalMessage = error.message;
  switch (error.status) {
    case 400:
      // hono's validator says "Malformed JSON in request body".
      return new AppError(/json/i.test(error.message) ? 'INVALID_JSON' : 'BAD_REQUEST', { internalMessage });
    case 401:
      return new AppError('UNAUTHENTICATED', { internalMessage });
    case 403:
      return new AppError('FORBIDDEN', { internalMessage });
    case 404:
      return new AppError('NOT_FOUND', { internalMessage });
    case 405:
      return new AppError('METHOD_NOT_ALLOWED', { internalMessage });
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE', { internalMessage, params: { limit: '1 MB' } });
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', { internalMessage });
    case 429:
      return new AppError('RATE_LIMITED', { internalMessage });
    default:
      return new AppError(error.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST', { internalMessage, cause: error });
  }
}

/**
 * The one place where a thrown error becomes a response: always the JSON shape
 * {error: {code, message}} in the caller's language, never a stack trace. An error that is not an
 * AppError is a bug and is logged with its stack.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const appError = error instanceof AppError ? error : error instanceof HTTPException ? fromHttpException(error) : undefined;
  const logger = c.get('logger');
  if (!appError) {
    logger?.error({ err: error, path: c.req.path }, 'unexpected error');
    const internal = new AppError('INTERNAL_ERROR', { cause: error });
    return c.json(internal.toBody(c.get('language') ?? 'en'), internal.status);
  }
  if (appError.status >= 500) logger?.error({ err: appError.cause ?? appError, code: appError.code }, appError.message);
  return c.json(appError.toBody(c.get('language') ?? 'en'), appError.status);
}

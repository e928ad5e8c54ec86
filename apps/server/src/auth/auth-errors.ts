import { MIN_PASSWORD_LENGTH, type ErrorCode } from '@reelsmith/contracts';
import { AppError } from '../errors';

/** better-auth's error codes that have a message of our own (spec §5 and §8). */
const FROM_AUTH_CODE: Record<string, () => AppError> = {
  PASSWORD_TOO_SHORT: () => new AppError('PASSWORD_TOO_SHORT', { params: { minimum: MIN_PASSWORD_LENGTH } }),
  PASSWORD_TOO_LONG: () => new AppError('PASSWORD_TOO_LONG', { params: { maximum: 128 } }),
  INVALID_EMAIL_OR_PASSWORD: () => new AppError('INVALID_CREDENTIALS'),
  INVALID_PASSWORD: () => new AppError('WRONG_PASSWORD'),
  // The password-reset token: unknown, expired or already used.
  INVALID_TOKEN: () => new AppError('INVALID_RESET_TOKEN'),
  USER_ALREADY_EXISTS: () => new AppError('ACCOUNT_EXISTS'),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () => new AppError('ACCOUNT_EXISTS'),
  INVALID_EMAIL: () => new AppError('INVALID_EMAIL'),
  // Blank fields and e-mails are caught before better-auth (auth-routes.ts); what is left is malformed.
  VALIDATION_ERROR: () => new AppError('BAD_REQUEST'),
  MISSING_FIELD: () => new AppError('FIELDS_REQUIRED'),
  BODY_MUST_BE_AN_OBJECT: () => new AppError('BAD_REQUEST'),
};

function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return 'INTERNAL_ERROR';
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

/**
 * Our error for a failed better-auth answer (its body is {code, message} in English): the spec's
 * own message when there is one, else the code of its HTTP status. The original stays in the
 * internal message, for the log.
 */
export function appErrorFromAuth(status: number, body: unknown): AppError {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  const internalMessage = `better-auth ${status} ${typeof code === 'string' ? code : ''}: ${typeof message === 'string' ? message : ''}`;
  const known = typeof code === 'string' ? FROM_AUTH_CODE[code] : undefined;
  if (known) {
    const error = known();
    return new AppError(error.code, { params: error.params, internalMessage });
  }
  const fallback = codeForStatus(status);
  return new AppError(fallback, { internalMessage, ...(fallback === 'PAYLOAD_TOO_LARGE' ? { params: { limit: '1 MB' } } : {}) });
}

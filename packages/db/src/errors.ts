/** SQLSTATE of a unique violation (PostgreSQL appendix A). */
const UNIQUE_VIOLATION = '23505';

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
  message?: unknown;
}

/** Walks an error and its causes (Drizzle wraps driver errors) for a PostgreSQL error with a SQLSTATE. */
function findPgError(error: unknown): PgErrorLike | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgErrorLike;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/**
 * True when the error is a unique violation, of the named constraint or index when one is given.
 * Works for node-postgres and PGlite errors alike.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = findPgError(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  // node-postgres names the constraint; PGlite only puts it in the message.
  return pgError.constraint === constraint || (typeof pgError.message === 'string' && pgError.message.includes(`"${constraint}"`));
}

/** SQLSTATE of a CHECK constraint violation. */
const CHECK_VIOLATION = '23514';

/** True when the error is a CHECK violation, of the named constraint when one is given (both drivers). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const pgError = findPgError(error);
  if (pgError?.code !== CHECK_VIOLATION) return false;
  if (!constraint) return true;
  return pgError.constraint === constraint || (typeof pgError.message === 'string' && pgError.message.includes(`"${constraint}"`));
}

/** SQLSTATE of an invalid parameter value, e.g. a time zone the server does not know. */
const INVALID_PARAMETER_VALUE = '22023';

/** True when PostgreSQL refused a value given to a function or operator, such as an unknown time zone (both drivers). */
export function isInvalidParameterValue(error: unknown): boolean {
  return findPgError(error)?.code === INVALID_PARAMETER_VALUE;
}

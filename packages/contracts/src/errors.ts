/**
 * Every error code the API answers with, and its HTTP status: the one table that maps codes to
 * statuses. The user-facing message of each code lives in the message catalogs (errors.<CODE>).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_ERROR: 400,
  EMAIL_REQUIRED: 400,
  INVALID_EMAIL: 400,
  INVALID_URL: 400,
  FEEDBACK_REQUIRED: 400,
  PLAN_UNKNOWN: 400,
  CARD_NAME_REQUIRED: 400,
  CARD_NUMBER_INVALID: 400,
  CARD_EXPIRY_INVALID: 400,
  CARD_CVC_INVALID: 400,
  CARD_DECLINED: 402,
  NO_ACTIVE_JOB: 409,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  FIELDS_REQUIRED: 400,
  WRONG_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  ACTIVE_JOB_EXISTS: 409,
  WAITLIST_DUPLICATE: 409,
  ACCOUNT_EXISTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  WAITLIST_FAILED: 500,
  FEEDBACK_FAILED: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

/** An API error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** All error codes, for exhaustive checks. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

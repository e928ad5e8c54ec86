import { ERROR_CODES, ERROR_STATUS, translate, type ErrorBody, type ErrorCode, type Language, type MessageKey } from '@reelsmith/contracts';

/** True when the text is one of the API error codes. */
export function isErrorCode(text: string): text is ErrorCode {
  return (ERROR_CODES as string[]).includes(text);
}

/** One field-level problem: the field, and the catalog key of its message with its parameters. */
export interface ErrorDetail {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * The one error type the server raises on purpose: a code from contracts (which fixes the HTTP
 * status and the user message), parameters for that message, and an internal message for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    options: {
      params?: Record<string, string | number>;
      details?: ErrorDetail[];
      internalMessage?: string;
      cause?: unknown;
    } = {},
  ) {
    super(options.internalMessage ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.params = options.params ?? {};
    this.details = options.details;
  }

  readonly params: Record<string, string | number>;
  readonly details: ErrorDetail[] | undefined;

  /** The HTTP status of this error's code. */
  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  /** The JSON body, with the message and every field message in the caller's language. */
  toBody(language: Language): ErrorBody {
    const details = this.details?.map(({ field, key, params }) => ({ field, message: translate(language, key, params) }));
    return {
      error: {
        code: this.code,
        message: translate(language, `errors.${this.code}`, this.params),
        ...(details ? { details } : {}),
      },
    };
  }
}

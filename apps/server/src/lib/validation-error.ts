import type { MessageKey } from '@reelsmith/contracts';
import type { z } from 'zod';
import { AppError, isErrorCode, type ErrorDetail } from '../errors';

/** A key the caller made up, as our message may show it: word characters only, at most 40 (never markup). */
function safeKey(name: string): string {
  return name.replace(/[^\w.-]/g, '_').slice(0, 40);
}

/** The catalog message for one zod issue, so field messages reach the caller in their language. */
function detailOf(issue: z.core.$ZodIssue): ErrorDetail {
  const field = issue.path.map(String).join('.');
  // A schema may name a spec error code as the message (EMAIL_REQUIRED): its own sentence wins.
  if (isErrorCode(issue.message)) return { field, key: `errors.${issue.message}` };
  const key = (name: string) => `validation.${name}` as MessageKey;
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 does not keep the input unless asked; its message says when nothing was sent.
      return { field, key: key(/received undefined/.test(issue.message) ? 'required' : 'invalid_type') };
    case 'too_small':
      return { field, key: key(issue.origin === 'string' ? 'too_small_string' : 'too_small'), params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { field, key: key(issue.origin === 'string' ? 'too_big_string' : 'too_big'), params: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { field, key: key('invalid_format') };
    case 'invalid_value':
      return { field, key: key('invalid_value') };
    case 'unrecognized_keys':
      return { field, key: key('unrecognized_keys'), params: { keys: issue.keys.map(safeKey).join(', ') } };
    default:
      return { field, key: key('invalid') };
  }
}

/**
 * Turns a failed request validation into an AppError. When an issue's message is a spec error code
 * (e.g. EMAIL_REQUIRED), the first such issue decides the answer, so the user reads the spec's own
 * sentence; otherwise it is a VALIDATION_ERROR naming the fields. Every field message is translated.
 */
export function validationError(error: z.ZodError): AppError {
  const details = error.issues.map(detailOf);
  const specific = error.issues.find((issue) => isErrorCode(issue.message));
  if (specific && isErrorCode(specific.message)) return new AppError(specific.message, { details });
  const fields = [...new Set(details.map((d) => d.field || 'body'))].join(', ');
  return new AppError('VALIDATION_ERROR', { params: { fields }, details });
}

import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { AppError, isErrorCode } from '../errors';
import type { AppEnv } from './app-env';

/**
 * Turns a failed request validation into an AppError. A schema may name a spec error code as an
 * issue's message (e.g. EMAIL_REQUIRED); the first such issue decides the answer, so the user reads
 * the spec's own sentence. Anything else is a VALIDATION_ERROR listing the fields.
 */
export function validationError(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const specific = error.issues.find((issue) => isErrorCode(issue.message));
  if (specific && isErrorCode(specific.message)) return new AppError(specific.message, { details });
  const fields = [...new Set(details.map((d) => d.field || 'body'))].join(', ');
  return new AppError('VALIDATION_ERROR', { params: { fields }, details });
}

const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(result.error);
};

/** A sub-app for one resource, validating with the shared hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook });
}

import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationError } from './validation-error';

const defaultHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(result.error);
};

/** A sub-app for one resource, validating with the shared hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook });
}

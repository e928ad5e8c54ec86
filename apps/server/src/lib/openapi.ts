import { errorBodySchema } from '@reelsmith/contracts';

/** An OpenAPI response that carries the shared error body. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorBodySchema } } };
}

/** An OpenAPI JSON response. */
export function jsonResponse<Schema>(schema: Schema, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

import { createRoute, z } from '@hono/zod-openapi';
import { createApiKeyRequestSchema, createdApiKeySchema, listApiKeysResponseSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { createApiKey } from '../../use-cases/api-keys/create-api-key';
import { listApiKeys } from '../../use-cases/api-keys/list-api-keys';
import { revokeApiKey } from '../../use-cases/api-keys/revoke-api-key';

const SIGNED_OUT = "UNAUTHENTICATED: 'No authentication session'";
const NOT_WITH_A_KEY = 'API_KEY_NOT_ALLOWED: keys are managed with a signed-in session, never with a key';

const getList = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user’s active API keys, newest first (never the keys themselves)',
  responses: { 200: jsonResponse(listApiKeysResponseSchema, 'Active keys'), 401: errorResponse(SIGNED_OUT), 403: errorResponse(NOT_WITH_A_KEY) },
});

const postCreate = createRoute({
  method: 'post',
  path: '/',
  summary: 'Create an API key; the answer is the only place the whole key ever appears',
  request: { body: { required: true, content: { 'application/json': { schema: createApiKeyRequestSchema } } } },
  responses: {
    201: jsonResponse(createdApiKeySchema, 'Created: store `key` now, it is not shown again'),
    400: errorResponse('VALIDATION_ERROR or INVALID_JSON'),
    401: errorResponse(SIGNED_OUT),
    403: errorResponse(NOT_WITH_A_KEY),
    409: errorResponse('API_KEY_LIMIT_REACHED: revoke a key to create another'),
  },
});

const deleteOne = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Revoke an API key: requests with it answer 401 from then on',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), 'Revoked'),
    401: errorResponse(SIGNED_OUT),
    403: errorResponse(NOT_WITH_A_KEY),
    404: errorResponse('NOT_FOUND: no such active key of yours'),
  },
});

// Before validation, so a signed-out caller (or one with a key) hears 401 (403) whatever it sent.
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** GET and POST /api/api-keys, DELETE /api/api-keys/:id — cookie sessions only (see api-key-routes.ts). */
export function apiKeyRoutes(deps: { db: Db }) {
  const router = createRouter();
  router.use('*', signedInOnly);
  return router
    .openapi(getList, async (c) => c.json({ api_keys: await listApiKeys({ db: deps.db, userId: requireUser(c).id }) }, 200))
    .openapi(postCreate, async (c) => {
      const created = await createApiKey({ db: deps.db, userId: requireUser(c).id, name: c.req.valid('json').name });
      // The key is a credential: no cache on the way may keep this answer.
      c.header('Cache-Control', 'no-store');
      return c.json(created, 201);
    })
    .openapi(deleteOne, async (c) => {
      await revokeApiKey({ db: deps.db, userId: requireUser(c).id, keyId: c.req.valid('param').id });
      return c.json({ ok: true as const }, 200);
    });
}

import { createRoute } from '@hono/zod-openapi';
import { meResponseSchema, updateMeRequestSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { getAccount } from '../../use-cases/accounts/get-account';
import { updateProfile } from '../../use-cases/accounts/update-profile';

const getMe = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user, their profile and credits',
  responses: {
    200: jsonResponse(meResponseSchema, 'The signed-in user'),
    401: errorResponse("UNAUTHENTICATED: 'No authentication session'"),
  },
});

const patchMe = createRoute({
  method: 'patch',
  path: '/',
  summary: "Change the signed-in user's profile",
  request: { body: { required: true, content: { 'application/json': { schema: updateMeRequestSchema } } } },
  responses: {
    200: jsonResponse(meResponseSchema, 'The updated user'),
    400: errorResponse('VALIDATION_ERROR or INVALID_JSON'),
    401: errorResponse("UNAUTHENTICATED: 'No authentication session'"),
  },
});

// Before validation, so a signed-out caller hears 401 whatever it sent.
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** GET and PATCH /api/me */
export function meRoutes(deps: { db: Db }) {
  const router = createRouter();
  router.use('*', signedInOnly);
  return router
    .openapi(getMe, async (c) => c.json(await getAccount({ db: deps.db, user: requireUser(c) }), 200))
    .openapi(patchMe, async (c) => {
      const user = requireUser(c);
      await updateProfile({ db: deps.db, userId: user.id, fullName: c.req.valid('json').full_name });
      return c.json(await getAccount({ db: deps.db, user }), 200);
    });
}

import { createRoute } from '@hono/zod-openapi';
import { joinWaitlistRequestSchema, joinWaitlistResponseSchema, translate } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { joinWaitlist } from '../../use-cases/forms/join-waitlist';

const postWaitlist = createRoute({
  method: 'post',
  path: '/',
  summary: 'Join the waitlist',
  request: { body: { required: true, content: { 'application/json': { schema: joinWaitlistRequestSchema } } } },
  responses: {
    201: jsonResponse(joinWaitlistResponseSchema, 'Joined'),
    400: errorResponse('EMAIL_REQUIRED, INVALID_EMAIL, VALIDATION_ERROR or INVALID_JSON'),
    409: errorResponse('WAITLIST_DUPLICATE: the e-mail is already on the waitlist'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** POST /api/waitlist */
export function waitlistRoutes(deps: { db: Db }) {
  return createRouter().openapi(postWaitlist, async (c) => {
    await joinWaitlist({ db: deps.db, entry: c.req.valid('json') });
    return c.json({ ok: true as const, message: translate(c.get('language'), 'waitlist.success') }, 201);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { formSubmittedResponseSchema, translate, videoFeedbackRequestSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { submitVideoFeedback } from '../../use-cases/forms/submit-video-feedback';

const postVideoFeedback = createRoute({
  method: 'post',
  path: '/{id}/feedback',
  summary: 'Rate one of your videos: thumbs, category and comment',
  request: {
    // Any string: a malformed id is NOT_FOUND like anyone else's video, never a validation error.
    params: z.object({ id: z.string() }),
    body: { required: true, content: { 'application/json': { schema: videoFeedbackRequestSchema } } },
  },
  responses: {
    201: jsonResponse(formSubmittedResponseSchema, 'Recorded'),
    400: errorResponse('FEEDBACK_REQUIRED, VALIDATION_ERROR or INVALID_JSON'),
    401: errorResponse('UNAUTHENTICATED'),
    404: errorResponse('NOT_FOUND: no such video of yours'),
    413: errorResponse('PAYLOAD_TOO_LARGE'),
  },
});

/** Signed out is 401 before the body is even looked at. */
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** POST /api/videos/:id/feedback (mounted beside the other /api/videos routes). */
export function videoFeedbackRoutes(deps: { db: Db }) {
  const router = createRouter();
  router.use('/:id/feedback', signedInOnly);
  return router.openapi(postVideoFeedback, async (c) => {
    const user = requireUser(c);
    await submitVideoFeedback({ db: deps.db, userId: user.id, videoId: c.req.valid('param').id, feedback: c.req.valid('json') });
    return c.json({ ok: true as const, message: translate(c.get('language'), 'feedback.success') }, 201);
  });
}

import { createRoute } from '@hono/zod-openapi';
import { formSubmittedResponseSchema, translate, urlToVideoFeedbackRequestSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { submitUrlToVideoFeedback } from '../../use-cases/forms/submit-url-to-video-feedback';

const postUrlToVideoFeedback = createRoute({
  method: 'post',
  path: '/url-to-video',
  summary: 'Leave feedback on the public URL-to-video page (signed in or not)',
  request: { body: { required: true, content: { 'application/json': { schema: urlToVideoFeedbackRequestSchema } } } },
  responses: {
    201: jsonResponse(formSubmittedResponseSchema, 'Recorded'),
    400: errorResponse('FEEDBACK_REQUIRED, INVALID_URL, VALIDATION_ERROR or INVALID_JSON'),
    413: errorResponse('PAYLOAD_TOO_LARGE'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** POST /api/feedback/url-to-video */
export function feedbackRoutes(deps: { db: Db }) {
  return createRouter().openapi(postUrlToVideoFeedback, async (c) => {
    const body = c.req.valid('json');
    await submitUrlToVideoFeedback({ db: deps.db, feedback: { url: body.url, feedbackText: body.feedback_text }, userId: c.get('user')?.id ?? null });
    return c.json({ ok: true as const, message: translate(c.get('language'), 'feedback.success') }, 201);
  });
}

import { createRoute } from '@hono/zod-openapi';
import { contactRequestSchema, formSubmittedResponseSchema, translate } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { sendContact } from '../../use-cases/forms/send-contact';

const postContact = createRoute({
  method: 'post',
  path: '/',
  summary: 'Send a message to the team (signed in or not)',
  request: { body: { required: true, content: { 'application/json': { schema: contactRequestSchema } } } },
  responses: {
    201: jsonResponse(formSubmittedResponseSchema, 'Sent'),
    400: errorResponse('EMAIL_REQUIRED, INVALID_EMAIL, VALIDATION_ERROR or INVALID_JSON'),
    413: errorResponse('PAYLOAD_TOO_LARGE'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** POST /api/contact */
export function contactRoutes(deps: { db: Db }) {
  return createRouter().openapi(postContact, async (c) => {
    await sendContact({ db: deps.db, inquiry: c.req.valid('json'), userId: c.get('user')?.id ?? null });
    return c.json({ ok: true as const, message: translate(c.get('language'), 'contact.success') }, 201);
  });
}

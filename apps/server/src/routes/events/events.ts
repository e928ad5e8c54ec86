import { createRoute, z } from '@hono/zod-openapi';
import { analyticsEventRequestSchema, type AnalyticsEvent } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { recordEvent } from '../../use-cases/analytics/record-event';

const postEvent = createRoute({
  method: 'post',
  path: '/',
  summary: 'Record a first-party analytics event of spec §3 (sent by the browser only with analytics consent)',
  request: { body: { required: true, content: { 'application/json': { schema: analyticsEventRequestSchema } } } },
  responses: {
    202: jsonResponse(z.object({ ok: z.literal(true) }), 'Recorded'),
    400: errorResponse('VALIDATION_ERROR (an unknown event, or properties that are not its own) or INVALID_JSON'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** POST /api/events */
export function eventRoutes(deps: { db: Db }) {
  return createRouter().openapi(postEvent, async (c) => {
    await recordEvent({ db: deps.db, event: c.req.valid('json') as AnalyticsEvent, userId: c.get('user')?.id ?? null });
    return c.json({ ok: true as const }, 202);
  });
}

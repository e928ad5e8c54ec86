import { createRoute } from '@hono/zod-openapi';
import { healthResponseSchema } from '@reelsmith/contracts';
import { createRouter } from '../../lib/router';
import { jsonResponse } from '../../lib/openapi';
import { checkHealth, type HealthDeps } from '../../use-cases/system/check-health';

const getHealth = createRoute({
  method: 'get',
  path: '/',
  summary: 'Platform health: database, queue, ffmpeg and espeak-ng, with versions',
  responses: {
    200: jsonResponse(healthResponseSchema, 'Every component is available'),
    503: jsonResponse(healthResponseSchema, 'At least one component is unavailable'),
  },
});

/** GET /api/health */
export function healthRoutes(deps: HealthDeps) {
  return createRouter().openapi(getHealth, async (c) => {
    const health = await checkHealth(deps);
    c.header('Cache-Control', 'no-store');
    return health.status === 'ok' ? c.json(health, 200) : c.json(health, 503);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { activeJobResponseSchema, cancelJobResponseSchema, jobStatusResponseSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { cancelJob } from '../../use-cases/jobs/cancel-job';
import { getActiveJob, getJob } from '../../use-cases/jobs/get-job';
import { timeOutStaleJobs } from '../../use-cases/jobs/time-out-jobs';

const jobParams = z.object({ id: z.string().max(100) });

const getActive = createRoute({
  method: 'get',
  path: '/active',
  summary: 'The signed-in user’s running generation, if any',
  responses: { 200: jsonResponse(activeJobResponseSchema, 'Active job'), 401: errorResponse('UNAUTHENTICATED') },
});
const getStatus = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'Where a generation stands',
  request: { params: jobParams },
  responses: { 200: jsonResponse(jobStatusResponseSchema, 'Job'), 401: errorResponse('UNAUTHENTICATED'), 404: errorResponse('NOT_FOUND: no such job of yours') },
});
const postCancel = createRoute({
  method: 'post',
  path: '/{id}/cancel',
  summary: 'Cancel a running generation (its credit comes back)',
  request: { params: jobParams },
  responses: {
    200: jsonResponse(cancelJobResponseSchema, 'Cancelled'),
    401: errorResponse('UNAUTHENTICATED'),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('NO_ACTIVE_JOB: the job has already ended'),
  },
});
const postCleanup = createRoute({
  method: 'post',
  path: '/cleanup-timeout',
  summary: 'Fail and refund generations running for more than 25 minutes (also run every minute by the queue)',
  responses: { 200: jsonResponse(z.object({ timed_out_jobs: z.number().int() }), 'Jobs timed out'), 401: errorResponse('UNAUTHENTICATED') },
});

/** GET /api/jobs/active, GET /api/jobs/:id, POST /api/jobs/:id/cancel, POST /api/jobs/cleanup-timeout */
export function jobRoutes(deps: { db: Db }) {
  return createRouter()
    .openapi(getActive, async (c) => {
      const active = await getActiveJob({ db: deps.db, userId: requireUser(c).id });
      return c.json({ has_active_job: active !== null, active_job: active }, 200);
    })
    .openapi(postCleanup, async (c) => {
      requireUser(c);
      return c.json({ timed_out_jobs: await timeOutStaleJobs({ db: deps.db }) }, 200);
    })
    .openapi(getStatus, async (c) => c.json(await getJob({ db: deps.db, userId: requireUser(c).id, jobId: c.req.valid('param').id }), 200))
    .openapi(postCancel, async (c) => {
      await cancelJob({ db: deps.db, userId: requireUser(c).id, jobId: c.req.valid('param').id });
      return c.json({ ok: true as const, status: 'cancelled' as const }, 200);
    });
}

import type { Db } from '@reelsmith/db';
import { z } from 'zod';
import { timeOutStaleJobs } from '../use-cases/jobs/time-out-jobs';
import { defineJob } from './define-job';
import type { JobHandler } from './job-queue';

/** Every minute: generations running past 25 minutes are failed and refunded. */
export const timeOutSweepJob = defineJob({
  name: 'video.timeout-sweep',
  payload: z.object({}),
  policy: { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
});

/** The cron of the sweep (UTC). */
export const TIME_OUT_SWEEP_CRON = '* * * * *';

/** Runs one sweep and logs what it ended. */
export function timeOutSweepHandler(deps: { db: Db }): JobHandler<Record<string, never>> {
  return async (_payload, context) => {
    const ended = await timeOutStaleJobs({ db: deps.db });
    if (ended > 0) context.logger.warn({ ended }, 'generations timed out after 25 minutes and were refunded');
  };
}

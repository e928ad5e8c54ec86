import type { Db } from '@reelsmith/db';
import { z } from 'zod';
import { sweepStrayUploads } from '../use-cases/system/sweep-stray-uploads';
import { defineJob } from './define-job';
import type { JobHandler } from './job-queue';

/** Every hour: files that uploads and renders left in the media folder when their process died are removed. */
export const mediaSweepJob = defineJob({
  name: 'media.sweep',
  payload: z.object({}),
  policy: { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 10 * 60 },
});

/** The cron of the sweep (UTC): once an hour, off the hour. */
export const MEDIA_SWEEP_CRON = '17 * * * *';

/** Runs one sweep and logs what it removed. */
export function mediaSweepHandler(deps: { db: Db; mediaDir: string }): JobHandler<Record<string, never>> {
  return async (_payload, context) => {
    const removed = await sweepStrayUploads(deps);
    if (removed > 0) context.logger.warn({ removed }, 'files left by interrupted uploads and renders were removed');
  };
}

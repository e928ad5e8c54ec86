import { ACTIVE_JOB_STATUSES } from '@reelsmith/contracts';
import { videoJobs, type Db } from '@reelsmith/db';
import { and, inArray, lt } from 'drizzle-orm';
import { endJobWithRefund } from './finish-job';

/** A generation still running after this long is failed and refunded (spec §9: 25 minutes). */
export const JOB_TIMEOUT_MS = 25 * 60 * 1000;
/** The message a timed-out job fails with. */
export const JOB_TIMEOUT_MESSAGE = 'Video generation timed out after 25 minutes';

/**
 * Fails and refunds every generation older than JOB_TIMEOUT_MS that has not finished (run by a
 * schedule and by POST /api/jobs/cleanup-timeout); a worker still rendering one stops at its next
 * progress report. Returns how many it ended.
 */
export async function timeOutStaleJobs(options: { db: Db; now?: Date }): Promise<number> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - JOB_TIMEOUT_MS);
  const stale = await options.db
    .select({ id: videoJobs.id })
    .from(videoJobs)
    .where(and(inArray(videoJobs.status, [...ACTIVE_JOB_STATUSES]), lt(videoJobs.createdAt, cutoff)));
  let ended = 0;
  for (const { id } of stale) {
    if (await endJobWithRefund({ db: options.db, jobId: id, status: 'failed', error: JOB_TIMEOUT_MESSAGE, errorType: 'timeout' })) ended++;
  }
  return ended;
}

import { ACTIVE_JOB_STATUSES, isChargedJobType, type JobErrorType, type JobType } from '@reelsmith/contracts';
import { videoJobs, type Db } from '@reelsmith/db';
import { and, eq, inArray } from 'drizzle-orm';
import { changeCredits } from '../credits/change-credits';

/**
 * Ends a job that has not finished — failed or cancelled — and gives its credit back, once (a free
 * re-render had none). A job that already ended is left as it is; returns whether this call ended it.
 */
export async function endJobWithRefund(options: { db: Db; jobId: string; userId?: string; status: 'failed' | 'cancelled'; error?: string; errorType?: JobErrorType }): Promise<boolean> {
  return options.db.transaction(async (tx) => {
    const ended = await tx
      .update(videoJobs)
      .set({ status: options.status, error: options.error ?? null, errorType: options.errorType ?? null, finishedAt: new Date() })
      .where(and(eq(videoJobs.id, options.jobId), inArray(videoJobs.status, [...ACTIVE_JOB_STATUSES]), ...(options.userId ? [eq(videoJobs.userId, options.userId)] : [])))
      .returning({ userId: videoJobs.userId, type: videoJobs.type });
    const job = ended[0];
    if (!job) return false;
    if (isChargedJobType(job.type as JobType)) await changeCredits(tx, { userId: job.userId, delta: 1, reason: 'refund', jobId: options.jobId });
    return true;
  });
}

import type { Db } from '@reelsmith/db';
import { AppError } from '../../errors';
import { endJobWithRefund } from './finish-job';
import { getJob } from './get-job';

/**
 * Cancels the user's running job and refunds its credit; the worker sees the status and stops the
 * render. A job that already ended is NO_ACTIVE_JOB ('No active job to cancel').
 */
export async function cancelJob(options: { db: Db; userId: string; jobId: string }): Promise<void> {
  await getJob(options);
  const ended = await endJobWithRefund({ db: options.db, jobId: options.jobId, userId: options.userId, status: 'cancelled' });
  if (!ended) throw new AppError('NO_ACTIVE_JOB');
}

import type { JobType, Language, VideoFormat } from '@reelsmith/contracts';
import { isUniqueViolation, videoJobs, type Db } from '@reelsmith/db';
import { AppError } from '../../errors';
import { changeCredits, creditBalance } from '../credits/change-credits';
import { endJobWithRefund } from './finish-job';

/** What a generation job needs to run, stored with it (video_jobs.input). */
export type VideoJobInput =
  | { kind: 'url'; productUrl: string; format: VideoFormat; language?: Language }
  | { kind: 'data'; description: string; imageKeys: string[]; format: VideoFormat; language?: Language };

/**
 * Creates a generation job and charges its credit in one transaction, then queues it. The
 * database decides races: its one-active-job-per-user index answers ACTIVE_JOB_EXISTS (409), the
 * balance's CHECK INSUFFICIENT_CREDITS (402), so twenty requests at once make one job.
 * Should queueing fail, the job is failed and refunded at once.
 */
export async function createVideoJob(options: {
  db: Db;
  userId: string;
  title: string;
  input: VideoJobInput;
  enqueue: (jobId: string) => Promise<unknown>;
}): Promise<{ jobId: string }> {
  const { db, userId } = options;
  // Cheap answers first; the transaction below is what actually holds under concurrency.
  if ((await creditBalance(db, userId)) < 1) throw new AppError('INSUFFICIENT_CREDITS');
  let jobId: string;
  try {
    jobId = await db.transaction(async (tx) => {
      const type: JobType = options.input.kind;
      const [job] = await tx.insert(videoJobs).values({ userId, type, title: options.title, input: options.input }).returning({ id: videoJobs.id });
      if (!job) throw new Error('the job row was not created');
      await changeCredits(tx, { userId, delta: -1, reason: 'generation', jobId: job.id });
      return job.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'video_jobs_one_active_per_user')) throw new AppError('ACTIVE_JOB_EXISTS', { cause: error });
    throw error;
  }
  try {
    await options.enqueue(jobId);
  } catch (error) {
    await endJobWithRefund({ db, jobId, status: 'failed', error: 'The job could not be queued', errorType: 'server_error' });
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not queue a generation job' });
  }
  return { jobId };
}

import { ACTIVE_JOB_STATUSES, isChargedJobType, type JobType, type Language, type VideoFormat } from '@reelsmith/contracts';
import { isUniqueViolation, videoJobs, type Db } from '@reelsmith/db';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors';
import { changeCredits, creditBalance } from '../credits/change-credits';
import { endJobWithRefund } from './finish-job';

/** What a generation job needs to run, stored with it (video_jobs.input). */
export type VideoJobInput =
  | { kind: 'url'; productUrl: string; format: VideoFormat; language?: Language }
  // name: the product's name when the user gave a title; imageKeys: media-dir keys of the uploads.
  | { kind: 'data'; description: string; name?: string; imageKeys: string[]; format: VideoFormat; language?: Language }
  // Another format of a finished ad: its storyboard drawn again, at no charge.
  | { kind: 'rerender'; sourceVideoId: string; format: VideoFormat };

/**
 * The cheap answers before any work: INSUFFICIENT_CREDITS (402) without a credit, ACTIVE_JOB_EXISTS
 * (409) with a generation running. Only a hint — createVideoJob's transaction is what holds under
 * concurrency — so an upload is refused before it is read or stored.
 */
export async function assertCanCreateVideoJob(options: { db: Db; userId: string }): Promise<void> {
  const { db, userId } = options;
  if ((await creditBalance(db, userId)) < 1) throw new AppError('INSUFFICIENT_CREDITS');
  const active = await db.select({ id: videoJobs.id }).from(videoJobs).where(and(eq(videoJobs.userId, userId), inArray(videoJobs.status, [...ACTIVE_JOB_STATUSES]))).limit(1);
  if (active.length > 0) throw new AppError('ACTIVE_JOB_EXISTS');
}

/**
 * Creates a generation job and charges its credit (re-renders are free) in one transaction, then
 * queues it. The database decides races: its one-active-job-per-user index answers
 * ACTIVE_JOB_EXISTS (409), the balance's CHECK INSUFFICIENT_CREDITS (402), so twenty requests at
 * once make one job. Should queueing fail, the job is failed (and refunded) at once.
 */
export async function createVideoJob(options: {
  db: Db;
  userId: string;
  title: string;
  input: VideoJobInput;
  /** The job's id when the caller needed it first (uploads are stored under it); a fresh one otherwise. */
  jobId?: string;
  enqueue: (jobId: string) => Promise<unknown>;
}): Promise<{ jobId: string }> {
  const { db, userId } = options;
  const type: JobType = options.input.kind;
  const charged = isChargedJobType(type);
  // Cheap answers first; the transaction below is what actually holds under concurrency.
  if (charged && (await creditBalance(db, userId)) < 1) throw new AppError('INSUFFICIENT_CREDITS');
  let jobId: string;
  try {
    jobId = await db.transaction(async (tx) => {
      const [job] = await tx
        .insert(videoJobs)
        .values({ ...(options.jobId ? { id: options.jobId } : {}), userId, type, title: options.title, input: options.input })
        .returning({ id: videoJobs.id });
      if (!job) throw new Error('the job row was not created');
      if (charged) await changeCredits(tx, { userId, delta: -1, reason: 'generation', jobId: job.id });
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

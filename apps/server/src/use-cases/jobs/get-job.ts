import { ACTIVE_JOB_STATUSES, type JobErrorType, type JobStatus, type JobStatusResponse } from '@reelsmith/contracts';
import { videoJobs, videos, type Db } from '@reelsmith/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/** Where a video's file and poster are served (owner only). */
export const videoFileUrl = (videoId: string) => `/api/videos/${videoId}/file`;
/** The poster of a video. */
export const videoPosterUrl = (videoId: string) => `/api/videos/${videoId}/poster`;

type JobRow = typeof videoJobs.$inferSelect;

async function present(db: Db, job: JobRow): Promise<JobStatusResponse> {
  const [video] = job.status === 'completed' ? await db.select({ id: videos.id, posterKey: videos.posterKey }).from(videos).where(eq(videos.jobId, job.id)).limit(1) : [];
  return {
    job_id: job.id,
    status: job.status as JobStatus,
    progress: job.progress,
    stage: job.stage,
    title: job.title,
    result: video ? { video_id: video.id, video_url: videoFileUrl(video.id), poster_url: video.posterKey ? videoPosterUrl(video.id) : null } : null,
    error: job.error,
    error_type: job.errorType as JobErrorType | null,
    created_at: job.createdAt.toISOString(),
  };
}

/** A job of this user; anyone else's (or a malformed id) is NOT_FOUND, saying nothing about it. */
export async function getJob(options: { db: Db; userId: string; jobId: string }): Promise<JobStatusResponse> {
  if (!isUuid(options.jobId)) throw new AppError('NOT_FOUND');
  const [job] = await options.db.select().from(videoJobs).where(and(eq(videoJobs.id, options.jobId), eq(videoJobs.userId, options.userId)));
  if (!job) throw new AppError('NOT_FOUND');
  return present(options.db, job);
}

/** The user's running generation, if any. */
export async function getActiveJob(options: { db: Db; userId: string }): Promise<JobStatusResponse | null> {
  const [job] = await options.db
    .select()
    .from(videoJobs)
    .where(and(eq(videoJobs.userId, options.userId), inArray(videoJobs.status, [...ACTIVE_JOB_STATUSES])))
    .orderBy(desc(videoJobs.createdAt))
    .limit(1);
  return job ? present(options.db, job) : null;
}

/** Whether a job was cancelled (the worker asks while it renders). */
export async function isJobCancelled(db: Db, jobId: string): Promise<boolean> {
  const [job] = await db.select({ status: videoJobs.status }).from(videoJobs).where(eq(videoJobs.id, jobId));
  return job?.status === 'cancelled';
}

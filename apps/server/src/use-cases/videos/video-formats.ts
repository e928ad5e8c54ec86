import type { VideoDetails, VideoFormat } from '@reelsmith/contracts';
import { videos, type Db } from '@reelsmith/db';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { createVideoJob } from '../jobs/create-video-job';
import { videoSummary } from './list-videos';

type VideoRow = typeof videos.$inferSelect;

async function ownVideo(options: { db: Db; userId: string; videoId: string }): Promise<VideoRow> {
  if (!isUuid(options.videoId)) throw new AppError('NOT_FOUND');
  const [video] = await options.db.select().from(videos).where(and(eq(videos.id, options.videoId), eq(videos.userId, options.userId)));
  if (!video) throw new AppError('NOT_FOUND');
  return video;
}

/**
 * The formats one ad exists in: every video of the user drawn from the same assets (the first of
 * each format, oldest first). A video without assets is an ad of its own.
 */
async function formatsOf(db: Db, video: VideoRow): Promise<VideoDetails['formats']> {
  const family = video.assetKey
    ? await db
        .select({ id: videos.id, format: videos.format })
        .from(videos)
        .where(and(eq(videos.userId, video.userId), eq(videos.assetKey, video.assetKey)))
        .orderBy(asc(videos.createdAt), asc(videos.id))
    : [{ id: video.id, format: video.format }];
  const seen = new Map<string, string>();
  for (const member of family) if (!seen.has(member.format)) seen.set(member.format, member.id);
  // The video itself answers for its own format, even when an older twin exists.
  seen.set(video.format, video.id);
  return [...seen].map(([format, id]) => ({ format: format as VideoFormat, video_id: id }));
}

/** One of the user's videos with the formats its ad exists in; anyone else's is NOT_FOUND. */
export async function getVideoDetails(options: { db: Db; publicUrl: string; userId: string; videoId: string }): Promise<VideoDetails> {
  const video = await ownVideo(options);
  return { ...videoSummary(video, options.publicUrl), formats: await formatsOf(options.db, video) };
}

/**
 * The same ad in another format (DESIGN.md: a re-render of its storyboard, at no charge): the video
 * that already has it, or a queued job that draws it. Like any generation it waits for the user's
 * running one (ACTIVE_JOB_EXISTS); a video whose assets are gone answers RERENDER_UNAVAILABLE.
 */
export async function requestVideoFormat(options: {
  db: Db;
  userId: string;
  videoId: string;
  format: VideoFormat;
  enqueue: (jobId: string) => Promise<unknown>;
}): Promise<{ videoId: string } | { jobId: string }> {
  const video = await ownVideo(options);
  const existing = (await formatsOf(options.db, video)).find((entry) => entry.format === options.format);
  if (existing) return { videoId: existing.video_id };
  if (!video.assetKey || !video.storyboard) throw new AppError('RERENDER_UNAVAILABLE');
  return createVideoJob({
    db: options.db,
    userId: options.userId,
    title: video.title,
    input: { kind: 'rerender', sourceVideoId: video.id, format: options.format },
    enqueue: options.enqueue,
  });
}

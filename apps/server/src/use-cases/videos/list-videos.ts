import type { Language, VideoFormat, VideoSummary } from '@reelsmith/contracts';
import { videos, type Db } from '@reelsmith/db';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { videoFileUrl, videoPosterUrl } from '../jobs/get-job';

/** `%`, `_` and `\` mean something in LIKE: a search for them finds them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A video as the API shows it (GET /api/videos and GET /api/videos/:id). */
export function videoSummary(video: typeof videos.$inferSelect): VideoSummary {
  return {
    id: video.id,
    title: video.title,
    status: 'completed' as const,
    source_url: video.sourceUrl,
    format: video.format as VideoFormat,
    language: video.language as Language,
    duration_ms: video.durationMs,
    width: video.width,
    height: video.height,
    video_url: videoFileUrl(video.id),
    poster_url: video.posterKey ? videoPosterUrl(video.id) : null,
    download_url: `${videoFileUrl(video.id)}?download=1`,
    has_watermark: video.hasWatermark,
    created_at: video.createdAt.toISOString(),
  };
}

/** One of the user's videos; anyone else's, or none, is NOT_FOUND. */
export async function getVideo(options: { db: Db; userId: string; videoId: string }): Promise<VideoSummary> {
  if (!isUuid(options.videoId)) throw new AppError('NOT_FOUND');
  const [video] = await options.db.select().from(videos).where(and(eq(videos.id, options.videoId), eq(videos.userId, options.userId)));
  if (!video) throw new AppError('NOT_FOUND');
  return videoSummary(video);
}

/** A page of the user's videos, newest first, optionally those whose title contains `q`. */
export async function listVideos(options: { db: Db; userId: string; page: number; limit: number; q?: string | undefined }) {
  const conditions: SQL[] = [eq(videos.userId, options.userId)];
  if (options.q) conditions.push(ilike(videos.title, `%${likeEscaped(options.q)}%`));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    options.db.select().from(videos).where(where).orderBy(desc(videos.createdAt), desc(videos.id)).limit(options.limit).offset((options.page - 1) * options.limit),
    options.db.select({ total: count() }).from(videos).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    videos: rows.map(videoSummary),
    total,
    page: options.page,
    limit: options.limit,
    pages: Math.max(1, Math.ceil(total / options.limit)),
  };
}

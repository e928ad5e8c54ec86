import type { Language, VideoFormat, VideoSummary } from '@reelsmith/contracts';
import { videos, type Db } from '@reelsmith/db';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import { videoFileUrl, videoPosterUrl } from '../jobs/get-job';
import { shareUrl } from './watch-video';

/** `%`, `_` and `\` mean something in LIKE: a search for them finds them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A video as the API shows it to its owner (GET /api/videos and GET /api/videos/:id); publicUrl makes its share link absolute. */
export function videoSummary(video: typeof videos.$inferSelect, publicUrl: string): VideoSummary {
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
    share_url: shareUrl(publicUrl, video.shareSlug, video.language as Language),
    has_watermark: video.hasWatermark,
    created_at: video.createdAt.toISOString(),
  };
}

/** A page of the user's videos, newest first, optionally those whose title contains `q`. */
export async function listVideos(options: { db: Db; publicUrl: string; userId: string; page: number; limit: number; q?: string | undefined }) {
  // A campaign's videos (one per recipient, and its preview) live on the campaign's page, not here.
  const conditions: SQL[] = [eq(videos.userId, options.userId), isNull(videos.campaignId)];
  if (options.q) conditions.push(ilike(videos.title, `%${likeEscaped(options.q)}%`));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    options.db.select().from(videos).where(where).orderBy(desc(videos.createdAt), desc(videos.id)).limit(options.limit).offset((options.page - 1) * options.limit),
    options.db.select({ total: count() }).from(videos).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    videos: rows.map((row) => videoSummary(row, options.publicUrl)),
    total,
    page: options.page,
    limit: options.limit,
    pages: Math.max(1, Math.ceil(total / options.limit)),
  };
}

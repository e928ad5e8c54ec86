import { localizePath, watchPagePath, type Language, type VideoFormat, type WatchVideo } from '@reelsmith/contracts';
import { campaigns, videos, type Db } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { storedMedia, type MediaPart } from './serve-media';

/** What a share slug can look like (generate-video.ts makes 12 base64url characters); anything else is looked up nowhere. */
const SHARE_SLUG = /^[\w-]{8,64}$/;

/** Whether the text can be a share slug at all, so a malformed one costs no query. */
export const isShareSlug = (text: string) => SHARE_SLUG.test(text);

/** Where a shared video's file is served to anyone with its link. */
export const watchFileUrl = (slug: string) => `/api/watch/${encodeURIComponent(slug)}/file`;
/** Where a shared video's poster is served to anyone with its link. */
export const watchPosterUrl = (slug: string) => `/api/watch/${encodeURIComponent(slug)}/poster`;

/** The absolute address of a video's public watch page, in the video's own language (its viewers speak it). */
export const shareUrl = (publicUrl: string, slug: string, language: Language) => `${publicUrl}${localizePath(watchPagePath(slug), language)}`;

/** The video of a share slug, with the call to action of the campaign it was made for (null for any other video). */
async function findSharedVideo(db: Db, slug: string) {
  if (!SHARE_SLUG.test(slug)) return undefined;
  const [found] = await db.select({ video: videos, cta: campaigns.cta }).from(videos).leftJoin(campaigns, eq(campaigns.id, videos.campaignId)).where(eq(videos.shareSlug, slug));
  return found;
}

/** A video as anyone with its share link sees it; undefined for an unknown or malformed slug, or a deleted video. */
export async function findWatchVideo(options: { db: Db; slug: string }): Promise<WatchVideo | undefined> {
  const found = await findSharedVideo(options.db, options.slug);
  if (!found) return undefined;
  const { video } = found;
  return {
    slug: video.shareSlug,
    title: video.title,
    format: video.format as VideoFormat,
    width: video.width,
    height: video.height,
    duration_ms: video.durationMs,
    language: video.language as Language,
    video_url: watchFileUrl(video.shareSlug),
    poster_url: video.posterKey ? watchPosterUrl(video.shareSlug) : null,
    created_at: video.createdAt.toISOString(),
    cta: (found.cta as WatchVideo['cta'] | null) ?? null,
  };
}

/** As findWatchVideo, with NOT_FOUND for no video. */
export async function getWatchVideo(options: { db: Db; slug: string }): Promise<WatchVideo> {
  const video = await findWatchVideo(options);
  if (!video) throw new AppError('NOT_FOUND');
  return video;
}

/** The MP4 or poster of a shared video, for fileResponse; NOT_FOUND as getWatchVideo. */
export async function watchVideoMedia(options: { db: Db; mediaDir: string; slug: string; part: MediaPart }) {
  return storedMedia((await findSharedVideo(options.db, options.slug))?.video, options);
}

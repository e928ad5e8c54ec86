import type { WatchEventKind } from '@reelsmith/contracts';
import { campaignRecipients, videos, watchEvents, type Db } from '@reelsmith/db';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isShareSlug } from './watch-video';

/** The furthest quarter each milestone means, as campaign_recipients.watched_percent keeps it. */
const WATCHED_PERCENT: Readonly<Record<WatchEventKind, number>> = {
  opened: 0,
  played: 0,
  watched_25: 25,
  watched_50: 50,
  watched_75: 75,
  watched_100: 100,
};

/**
 * What an event changes on its recipient. Every event means the page was opened, and every milestone
 * that playback started, so a lost 'opened' request still leaves opened ≥ played ≥ completed. Only
 * the first time is kept, and the percentage never goes back (a 25 after a 75 leaves 75).
 */
function recipientProgress(kind: WatchEventKind) {
  const hasPlayed = kind !== 'opened';
  const percent = WATCHED_PERCENT[kind];
  const changes = {
    openedAt: sql`coalesce(${campaignRecipients.openedAt}, now())`,
    ...(hasPlayed ? { playedAt: sql`coalesce(${campaignRecipients.playedAt}, now())` } : {}),
    watchedPercent: sql`greatest(${campaignRecipients.watchedPercent}, ${percent})`,
  };
  // Written only when something changes: a viewer's replays and reloads cost no write.
  const changesSomething: SQL[] = [isNull(campaignRecipients.openedAt)];
  if (hasPlayed) changesSomething.push(isNull(campaignRecipients.playedAt));
  if (percent > 0) changesSomething.push(lt(campaignRecipients.watchedPercent, percent));
  return { changes, changesSomething: or(...changesSomething) };
}

/**
 * Records what a watch page saw (POST /api/watch/:slug/events): a watch_events row, and for a
 * campaign row's video, the row's opened/played times and furthest quarter. A viewer's repeats are
 * kept once (the unique index on video, viewer key and kind). A campaign's preview, or a video whose
 * row is gone, counts nothing: nobody was sent it; nor does the owner watching their own video while
 * signed in. NOT_FOUND for an unknown slug.
 */
export async function recordWatchEvent(options: { db: Db; slug: string; kind: WatchEventKind; viewerKey?: string | undefined; viewerUserId?: string | undefined }): Promise<void> {
  const { db, slug, kind } = options;
  if (!isShareSlug(slug)) throw new AppError('NOT_FOUND');
  const [video] = await db
    .select({ id: videos.id, userId: videos.userId, campaignId: videos.campaignId, recipientId: campaignRecipients.id })
    .from(videos)
    .leftJoin(campaignRecipients, eq(campaignRecipients.videoId, videos.id))
    .where(eq(videos.shareSlug, slug))
    .limit(1);
  if (!video) throw new AppError('NOT_FOUND');
  if (video.campaignId && !video.recipientId) return;
  // The business checking a customer's video is not the customer watching it.
  if (options.viewerUserId !== undefined && options.viewerUserId === video.userId) return;

  const { recipientId } = video;
  // One transaction: a repeat skips the row's update, so the first event's update must not be lost.
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(watchEvents)
      .values({ videoId: video.id, campaignId: video.campaignId, recipientId, kind, viewerKey: options.viewerKey ?? null })
      .onConflictDoNothing()
      .returning({ id: watchEvents.id });
    if (!recipientId || inserted.length === 0) return;
    const { changes, changesSomething } = recipientProgress(kind);
    await tx
      .update(campaignRecipients)
      .set(changes)
      .where(and(eq(campaignRecipients.id, recipientId), changesSomething));
  });
}

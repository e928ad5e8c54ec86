import { JOB_ERROR_TYPES, RECIPIENT_STATUSES, translate, type CampaignPreview, type CampaignPreviewStatus, type JobErrorType, type Language, type RecipientCounts } from '@reelsmith/contracts';
import { campaignRecipients, videos, type Db } from '@reelsmith/db';
import { count, eq, sql } from 'drizzle-orm';
import { videoFileUrl, videoPosterUrl } from '../jobs/get-job';
import type { CampaignRow } from './find-campaign';

/** What the campaign page shows beside the row: its preview's video, its recipients by status and how they watched. */
export interface CampaignExtras {
  previewVideo: { id: string; durationMs: number; hasPoster: boolean } | null;
  counts: RecipientCounts;
  views: { opened: number; played: number; completed: number };
  /** Whether the server has a language model to personalize each row (config.llm). */
  aiAvailable: boolean;
}

const noCounts = (): RecipientCounts => Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, 0])) as RecipientCounts;

/** The extras of a campaign just made: no preview, no recipients, no views. */
export const newCampaignExtras = (aiAvailable: boolean): CampaignExtras => ({ previewVideo: null, counts: noCounts(), views: { opened: 0, played: 0, completed: 0 }, aiAvailable });

/** Reads a campaign's extras: its recipients counted per status and per watch milestone, and its preview's video. */
export async function loadCampaignExtras(db: Db, campaign: Pick<CampaignRow, 'id' | 'previewVideoId'>, aiAvailable: boolean): Promise<CampaignExtras> {
  const [byStatus, watched, preview] = await Promise.all([
    db.select({ status: campaignRecipients.status, total: count() }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaign.id)).groupBy(campaignRecipients.status),
    db
      .select({
        opened: sql<number>`count(*) filter (where ${campaignRecipients.openedAt} is not null)`.mapWith(Number),
        played: sql<number>`count(*) filter (where ${campaignRecipients.playedAt} is not null)`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${campaignRecipients.watchedPercent} = 100)`.mapWith(Number),
      })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, campaign.id)),
    campaign.previewVideoId
      ? db.select({ id: videos.id, durationMs: videos.durationMs, posterKey: videos.posterKey }).from(videos).where(eq(videos.id, campaign.previewVideoId))
      : Promise.resolve([]),
  ]);
  const counts = noCounts();
  for (const { status, total } of byStatus) if (status in counts) counts[status as keyof RecipientCounts] = total;
  const video = preview[0];
  return {
    previewVideo: video ? { id: video.id, durationMs: video.durationMs, hasPoster: video.posterKey !== null } : null,
    counts,
    views: watched[0] ?? { opened: 0, played: 0, completed: 0 },
    aiAvailable,
  };
}

/**
 * A campaign's preview as the API shows it. A failed preview keeps its failure type (spec §8) in
 * preview_error, so its sentence is in the language of whoever reads it.
 */
export function campaignPreview(campaign: Pick<CampaignRow, 'previewStatus' | 'previewError'>, options: { row: number | null; video: CampaignExtras['previewVideo']; language: Language }): CampaignPreview {
  const video = campaign.previewStatus === 'ready' ? options.video : null;
  // A ready preview whose video was deleted (DELETE /api/videos/:id) is no preview.
  const status = campaign.previewStatus === 'ready' && !video ? 'none' : (campaign.previewStatus as CampaignPreviewStatus);
  const failure: JobErrorType = (JOB_ERROR_TYPES as readonly string[]).includes(campaign.previewError ?? '') ? (campaign.previewError as JobErrorType) : 'unknown';
  return {
    status,
    row: options.row,
    video_url: video ? videoFileUrl(video.id) : null,
    poster_url: video?.hasPoster ? videoPosterUrl(video.id) : null,
    duration_ms: video?.durationMs ?? null,
    error: status === 'failed' ? translate(options.language, `campaignPreview.${failure}`) : null,
  };
}

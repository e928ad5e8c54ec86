import type { CampaignPreview, CampaignTemplate, Language } from '@reelsmith/contracts';
import { campaigns, videos, type Db } from '@reelsmith/db';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { hasBulkPack } from '../credits/bulk-pack';
import { checkCampaignRows } from './campaign-details';
import { campaignPreview, loadCampaignExtras } from './campaign-extras';
import { readCustomerTable } from './customer-table-store';
import { assertDraft, findOwnCampaign } from './find-campaign';

/**
 * Minutes a preview may stay 'rendering' before asking again starts it anew: past its job's expiry,
 * its job is lost (a worker died on its last attempt).
 */
const STALE_PREVIEW_MINUTES = 30;

/**
 * Asks for a draft's preview (CAMPAIGN_NOT_DRAFT once it started; CAMPAIGN_NO_RECIPIENTS when no row
 * gets a video). One at a time: a guarded UPDATE moves it to 'rendering' from 'none' or 'failed', and
 * `started` says whether this call did, so the caller queues its job; a preview already rendering or
 * ready (of the current settings: any change clears it) is answered as it is, unless it carries the
 * watermark and the account has a pack since: it is made again (the new one replaces it when stored).
 * Nothing is charged.
 */
export async function startCampaignPreview(options: { db: Db; mediaDir: string; userId: string; campaignId: string; language: Language }): Promise<{ started: boolean; preview: CampaignPreview }> {
  const { db } = options;
  const campaign = await findOwnCampaign(options);
  assertDraft(campaign);
  const table = await readCustomerTable({ mediaDir: options.mediaDir, campaign });
  const { recipients } = checkCampaignRows({ template: campaign.template as CampaignTemplate, mapping: campaign.mapping as Record<string, string>, language: campaign.language as Language }, table);
  const first = recipients[0];
  if (!first) throw new AppError('CAMPAIGN_NO_RECIPIENTS', { internalMessage: 'every row is skipped' });
  // A watermarked preview (made before the account had a pack) no longer shows what confirming makes.
  const isWatermarkStale = (await hasBulkPack(db, options.userId))
    ? and(eq(campaigns.previewStatus, 'ready'), sql`exists (select 1 from ${videos} where ${videos.id} = ${campaigns.previewVideoId} and ${videos.hasWatermark})`)
    : undefined;
  const started = await db
    .update(campaigns)
    .set({ previewStatus: 'rendering', previewError: null })
    .where(
      and(
        eq(campaigns.id, campaign.id),
        eq(campaigns.userId, options.userId),
        eq(campaigns.status, 'draft'),
        or(
          inArray(campaigns.previewStatus, ['none', 'failed']),
          // Its video was deleted meanwhile (DELETE /api/videos/:id).
          and(eq(campaigns.previewStatus, 'ready'), isNull(campaigns.previewVideoId)),
          and(eq(campaigns.previewStatus, 'rendering'), lt(campaigns.updatedAt, sql`now() - interval '${sql.raw(String(STALE_PREVIEW_MINUTES))} minutes'`)),
          isWatermarkStale,
        ),
      ),
    )
    .returning();
  const current = started[0] ?? (await findOwnCampaign(options));
  assertDraft(current);
  const { previewVideo } = await loadCampaignExtras(db, current, false);
  return { started: started.length > 0, preview: campaignPreview(current, { row: first.row, video: previewVideo, language: options.language }) };
}

/** Takes back a preview whose job could not be queued, so asking again starts it. */
export async function abandonCampaignPreview(options: { db: Db; campaignId: string }): Promise<void> {
  await options.db
    .update(campaigns)
    .set({ previewStatus: 'none' })
    .where(and(eq(campaigns.id, options.campaignId), eq(campaigns.previewStatus, 'rendering')));
}

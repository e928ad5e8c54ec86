import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CampaignTemplate, JobErrorType, Language } from '@reelsmith/contracts';
import { campaigns, videos, type Db } from '@reelsmith/db';
import { EngineError } from '@reelsmith/engine';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkCampaignRows } from '../use-cases/campaigns/campaign-details';
import { previewSettingsHash } from '../use-cases/campaigns/campaign-settings';
import { deletePreviewVideo, removePreviewFiles, type PreviewFiles } from '../use-cases/campaigns/clear-campaign-preview';
import { readCustomerTable } from '../use-cases/campaigns/customer-table-store';
import { hasBulkPack } from '../use-cases/credits/bulk-pack';
import type { DbOrTx } from '../use-cases/credits/change-credits';
import type { CampaignRow } from '../use-cases/campaigns/find-campaign';
import { SettingsChanged, campaignDir, campaignVideoRow, ensureCampaignPlan, renderCampaignRow, type CampaignRenderDeps } from './campaign-plan-store';
import { PermanentJobError, defineJob } from './define-job';
import { failureType } from './generate-video';
import type { JobHandler } from './job-queue';

/** Renders a draft campaign's first row before anything is charged (POST /api/campaigns/:id/preview). */
export const previewCampaignJob = defineJob({
  name: 'campaign.preview',
  payload: z.object({ campaignId: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 30 * 60, heartbeat: true },
});

/**
 * Makes a draft's preview: the plan of its current settings (kept for when it is confirmed), then the
 * first row that gets a video, rendered exactly as its recipient job would. The video is a videos row
 * of the campaign (out of My videos) that nobody paid for, watermarked unless the account has a
 * pack. It is kept only if the draft still looks the same when it is done (a change meanwhile has
 * cleared the preview, and this one is dropped), and replaces an earlier preview in that commit. A
 * failure is recorded with its type (spec §8), which the API words in the reader's language.
 */
export function previewCampaignHandler(deps: CampaignRenderDeps): JobHandler<{ campaignId: string }> {
  return async ({ campaignId }, context) => {
    const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign || campaign.previewStatus !== 'rendering') return;
    // Confirmed before this job ran: the campaign's own videos are being made, a preview has no use.
    if (campaign.status !== 'draft') {
      await deps.db.update(campaigns).set({ previewStatus: 'none' }).where(and(eq(campaigns.id, campaignId), eq(campaigns.previewStatus, 'rendering')));
      return;
    }
    const settings = previewSettingsHash(campaign);
    const key = randomBytes(18).toString('base64url');
    const mediaKey = `videos/${key}.mp4`;
    const posterKey = `videos/${key}.jpg`;
    const draftDir = join(campaignDir(deps.mediaDir, campaignId), 'drafts');
    const draftVideo = join(draftDir, `preview-${context.jobId}-${context.attempt}.mp4`);
    const draftPoster = join(draftDir, `preview-${context.jobId}-${context.attempt}.jpg`);
    const removeAll = () => Promise.all([draftVideo, draftPoster, join(deps.mediaDir, mediaKey), join(deps.mediaDir, posterKey)].map((path) => rm(path, { force: true })));
    try {
      const first = await firstRow(deps, campaign);
      // Free, so watermarked like a free-credit ad until the account has a pack (as its campaign will).
      const watermark = !(await hasBulkPack(deps.db, campaign.userId));
      const { planDir, plan } = await ensureCampaignPlan(deps, campaign, context, { watermark });
      await mkdir(draftDir, { recursive: true });
      await mkdir(join(deps.mediaDir, 'videos'), { recursive: true });
      const video = await renderCampaignRow(deps, { campaign, planDir, plan, variables: first.variables, videoPath: draftVideo, posterPath: draftPoster, signal: context.signal, logger: context.logger });
      await rename(draftVideo, join(deps.mediaDir, mediaKey));
      await rename(draftPoster, join(deps.mediaDir, posterKey));
      let replaced: PreviewFiles[] = [];
      const stored = await whileUnchanged(deps.db, campaignId, settings, async (tx, current) => {
        const [made] = await tx
          .insert(videos)
          .values(campaignVideoRow({ campaign, plan, variables: first.variables, video, mediaKey, posterKey }))
          .returning({ id: videos.id });
        await tx.update(campaigns).set({ previewStatus: 'ready', previewVideoId: made?.id ?? null, previewError: null }).where(eq(campaigns.id, campaignId));
        // An earlier preview stored over (its job outlived the one-at-a-time guard, or a watermarked
        // one asked again after a purchase) goes with this commit: no video row is left unreachable.
        if (current.previewVideoId) replaced = await deletePreviewVideo(tx, campaignId, current.previewVideoId);
      });
      if (!stored) await removeAll();
      await removePreviewFiles(deps.mediaDir, replaced);
      context.logger.info({ campaignId, row: first.row, stored }, 'campaign preview made');
    } catch (error) {
      await removeAll();
      if (error instanceof SettingsChanged) return;
      // The worker is stopping: the queue hands the job on, and the preview stays 'rendering'.
      if (context.signal.aborted) throw error;
      const retryable = !(error instanceof PermanentJobError) && (!(error instanceof EngineError) || error.retryable);
      if (retryable && context.attempt < previewCampaignJob.policy.retryLimit) throw error;
      context.logger.warn({ err: error, campaignId }, 'campaign preview failed');
      const type: JobErrorType = failureType(error instanceof PermanentJobError && error.cause ? error.cause : error);
      await whileUnchanged(deps.db, campaignId, settings, (tx) => tx.update(campaigns).set({ previewStatus: 'failed', previewError: type }).where(eq(campaigns.id, campaignId)));
    }
  };
}

/** The first row of the draft's file that gets a video, as its recipient would be written. */
async function firstRow(deps: CampaignRenderDeps, campaign: CampaignRow) {
  const table = await readCustomerTable({ mediaDir: deps.mediaDir, campaign });
  const { recipients } = checkCampaignRows({ template: campaign.template as CampaignTemplate, mapping: campaign.mapping as Record<string, string>, language: campaign.language as Language }, table);
  const first = recipients[0];
  if (!first) throw new PermanentJobError(`no row of campaign ${campaign.id} gets a video`);
  return first;
}

/**
 * Runs `write` with the campaign's row locked, only while the preview this job makes is still the
 * one asked for: still rendering, with the same settings (a draft confirmed meanwhile keeps them, and
 * its preview). Returns whether it ran.
 */
async function whileUnchanged(db: Db, campaignId: string, settings: string, write: (tx: DbOrTx, current: CampaignRow) => Promise<unknown>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!current || current.previewStatus !== 'rendering' || previewSettingsHash(current) !== settings) return false;
    await write(tx, current);
    return true;
  });
}

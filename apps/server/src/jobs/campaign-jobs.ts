import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { campaignRecipients, campaigns, videos, type Db } from '@reelsmith/db';
import { EngineError } from '@reelsmith/engine';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AfterCommit, DeliveryHooks } from '../delivery/delivery-hooks';
import { refundRecipients } from '../use-cases/campaigns/refund-recipients';
import { campaignDir, campaignVideoRow, ensureCampaignPlan, planDirOf, readPlan, renderCampaignRow, type CampaignRenderDeps } from './campaign-plan-store';
import { PermanentJobError, defineJob } from './define-job';
import { failUnpreparedCampaign } from '../use-cases/campaigns/fail-unprepared-campaign';
import { STALLED_AFTER_MINUTES } from '../use-cases/campaigns/revive-stalled-campaigns';
import type { JobHandler, JobQueue } from './job-queue';

/** Prepares a confirmed campaign once (its shared segments), then queues one job per recipient. */
export const prepareCampaignJob = defineJob({
  name: 'campaign.prepare',
  payload: z.object({ campaignId: z.uuid() }),
  policy: { retryLimit: 2, retryDelaySeconds: 15, expireInSeconds: 30 * 60, heartbeat: true },
});

/** Makes one recipient's video: a job each, so a campaign spreads over every worker process. */
export const renderRecipientJob = defineJob({
  name: 'campaign.recipient',
  payload: z.object({ recipientId: z.uuid() }),
  // Expires well within STALLED_AFTER_MINUTES, the age past which another job may take its row.
  // Two at a time: a recipient's render leaves a core idle while it voices and draws (bench:campaign).
  policy: { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 10 * 60, heartbeat: true, minConcurrency: 2 },
});

/** What the campaign workers work with. */
export interface CampaignJobDeps extends CampaignRenderDeps {
  /** The queue, to send the recipients' jobs (known once the queue exists). */
  queue: () => JobQueue;
  /**
   * Seconds after which a recipient left 'rendering' may be taken by another job than the one that
   * claimed it: past its job's expiry and a margin (the sweep's stall limit), so a render still
   * running is never started a second time. Tests shorten it.
   */
  staleRenderSeconds?: number;
  /** E-mail and webhooks: what is to be delivered is recorded where a row becomes ready and where the campaign completes. */
  delivery?: DeliveryHooks;
}

/**
 * Prepares a running campaign: renders its shared segments into its plan folder (once: a retry, a
 * resumed campaign or one whose preview made the plan of the same settings finds it there), then
 * queues a job for every recipient still to be made. A plan that cannot be made fails the waiting
 * recipients with their credits given back.
 */
export function prepareCampaignHandler(deps: CampaignJobDeps): JobHandler<{ campaignId: string }> {
  return async ({ campaignId }, context) => {
    const { db } = deps;
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign || campaign.status !== 'running') return;
    try {
      // Confirming needs a pack, so a started campaign's videos never carry the watermark.
      await ensureCampaignPlan(deps, campaign, context, { watermark: false });
    } catch (error) {
      const isFinal = error instanceof PermanentJobError || (error instanceof EngineError && !error.retryable) || context.attempt >= prepareCampaignJob.policy.retryLimit;
      if (context.signal.aborted || !isFinal) throw error;
      context.logger.warn({ err: error, campaignId }, 'campaign plan failed: its recipients are refunded');
      await failUnpreparedCampaign(db, { campaignId, userId: campaign.userId, error: (error as Error).message });
      await completeIfDone(db, campaignId, { delivery: deps.delivery, logger: context.logger });
      return;
    }
    const waiting = await db
      .select({ id: campaignRecipients.id })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), inArray(campaignRecipients.status, ['pending', 'rendering'])));
    // A recipient queued twice (a retry of this job) is made once: its job claims it in the database.
    await deps.queue().sendMany({ job: renderRecipientJob, payloads: waiting.map(({ id }) => ({ recipientId: id })) });
    context.logger.info({ campaignId, recipients: waiting.length }, 'campaign prepared, recipients queued');
    await completeIfDone(db, campaignId, { delivery: deps.delivery, logger: context.logger });
  };
}

/**
 * Makes one recipient's video. The recipient is claimed in the database first (pending, or left
 * 'rendering' by a worker that stopped beating), so two workers never make the same video; the video
 * is drafted in the campaign's folder and moved to its key once whole, and the row becomes 'ready'
 * in the same transaction that records the video. A recipient that cannot be made (a value its
 * script needs is missing, a render that fails after its retries) fails alone, with its reason, and
 * its credit comes back once.
 */
export function renderRecipientHandler(deps: CampaignJobDeps): JobHandler<{ recipientId: string }> {
  return async ({ recipientId }, context) => {
    const { db } = deps;
    const staleSeconds = deps.staleRenderSeconds ?? STALLED_AFTER_MINUTES * 60;
    const [row] = await db
      .select({ recipient: campaignRecipients, campaign: campaigns })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(eq(campaignRecipients.id, recipientId));
    // Paused: the row waits, and resuming queues it again. Cancelled or ended: nothing to do.
    if (!row || row.campaign.status !== 'running') return;
    const { campaign } = row;
    // A row left 'rendering' is taken again at once by the same queue job (the queue hands a job
    // back only once its worker stopped beating, so that attempt is dead); a second job queued for
    // the same row (a retried prepare, a resume) waits until the row has gone stale.
    const claimed = await db
      .update(campaignRecipients)
      .set({ status: 'rendering', claimedBy: context.jobId, attempts: sql`${campaignRecipients.attempts} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(campaignRecipients.id, recipientId),
          or(
            eq(campaignRecipients.status, 'pending'),
            and(
              eq(campaignRecipients.status, 'rendering'),
              or(eq(campaignRecipients.claimedBy, context.jobId), lt(campaignRecipients.updatedAt, sql`now() - interval '${sql.raw(String(Math.round(staleSeconds)))} seconds'`)),
            ),
          ),
        ),
      )
      .returning({ variables: campaignRecipients.variables, rowNumber: campaignRecipients.rowNumber });
    const recipient = claimed[0];
    if (!recipient) return;
    context.logger.info({ campaignId: campaign.id, recipientId, attempt: context.attempt }, 'recipient rendering');

    const planDir = planDirOf(deps.mediaDir, campaign.id);
    const key = randomBytes(18).toString('base64url');
    const mediaKey = `videos/${key}.mp4`;
    const posterKey = `videos/${key}.jpg`;
    const draftDir = join(campaignDir(deps.mediaDir, campaign.id), 'drafts');
    // Named per claim: a render that outlived its claim never writes the file of the one that took it.
    const draftName = `${recipientId}-${context.jobId}-${context.attempt}`;
    const draftVideo = join(draftDir, `${draftName}.mp4`);
    const draftPoster = join(draftDir, `${draftName}.jpg`);
    let deliver: AfterCommit | undefined;
    try {
      await removeEarlierDrafts(draftDir, `${recipientId}-${context.jobId}-`, draftName);
      await mkdir(draftDir, { recursive: true });
      await mkdir(join(deps.mediaDir, 'videos'), { recursive: true });
      const plan = await readPlan(planDir);
      const video = await renderCampaignRow(deps, { campaign, planDir, plan, variables: recipient.variables as Record<string, string>, videoPath: draftVideo, posterPath: draftPoster, signal: context.signal, logger: context.logger });
      await rename(draftVideo, join(deps.mediaDir, mediaKey));
      await rename(draftPoster, join(deps.mediaDir, posterKey));
      const stored = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(videos)
          .values(campaignVideoRow({ campaign, plan, variables: recipient.variables as Record<string, string>, video, mediaKey, posterKey }))
          .returning({ id: videos.id });
        const ready = await tx
          .update(campaignRecipients)
          .set({ status: 'ready', videoId: made?.id ?? null, script: video.script ?? null, error: null, errorType: null, updatedAt: new Date() })
          .where(and(eq(campaignRecipients.id, recipientId), eq(campaignRecipients.status, 'rendering')))
          .returning({ id: campaignRecipients.id });
        // Cancelled meanwhile: the row is no longer ours, so neither is the video.
        if (ready.length === 0) throw new RecipientGone();
        deliver = await deps.delivery?.recipientReady(tx, { campaign, recipientId });
      }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RecipientGone) return false;
          throw error;
        },
      );
      if (stored) context.logger.info({ campaignId: campaign.id, recipientId, attempt: context.attempt }, 'recipient ready');
      else await removeFiles(deps.mediaDir, [mediaKey, posterKey]);
    } catch (error) {
      // Nothing was committed (or it is undone): nothing to deliver.
      deliver = undefined;
      await Promise.all([rm(draftVideo, { force: true }), rm(draftPoster, { force: true }), removeFiles(deps.mediaDir, [mediaKey, posterKey])]);
      // The worker is stopping: the row goes back to waiting and the queue hands the job on.
      if (context.signal.aborted) {
        await releaseClaim(db, recipientId);
        throw error;
      }
      const retryable = !(error instanceof EngineError) || error.retryable;
      if (retryable && context.attempt < renderRecipientJob.policy.retryLimit) {
        await releaseClaim(db, recipientId);
        throw error;
      }
      context.logger.warn({ err: error, recipientId }, 'recipient failed');
      await failWithRefund(db, { recipientId, userId: campaign.userId, error: (error as Error).message, errorType: error instanceof EngineError && error.code === 'INVALID_INPUT' ? 'missing_values' : 'render_failed' });
    }
    await deliver?.(context.logger);
    await completeIfDone(db, campaign.id, { delivery: deps.delivery, logger: context.logger });
  };
}

/** The recipient stopped being ours while its video was made (the campaign was cancelled). */
class RecipientGone extends Error {}

/**
 * Removes the drafts an earlier attempt of this job left for its row: the queue hands a job back
 * only once its worker stopped beating, so that attempt is dead. Another job's drafts are left
 * alone (that render may still run); the media sweep takes them once they are old.
 */
async function removeEarlierDrafts(draftDir: string, prefix: string, current: string): Promise<void> {
  const names = await readdir(draftDir).catch(() => [] as string[]);
  const earlier = names.filter((name) => name.startsWith(prefix) && !name.startsWith(`${current}.`));
  await Promise.all(earlier.map((name) => rm(join(draftDir, name), { force: true })));
}

const removeFiles = (mediaDir: string, keys: readonly string[]) => Promise.all(keys.map((key) => rm(join(mediaDir, key), { force: true })));

/** Puts a claimed recipient back to waiting (a retry or another worker takes it). */
async function releaseClaim(db: Db, recipientId: string): Promise<void> {
  await db.update(campaignRecipients).set({ status: 'pending', updatedAt: new Date() }).where(and(eq(campaignRecipients.id, recipientId), eq(campaignRecipients.status, 'rendering')));
}

/** Fails one recipient and gives its credit back, once. */
async function failWithRefund(db: Db, options: { recipientId: string; userId: string; error: string; errorType: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(campaignRecipients)
      .set({ status: 'failed', error: options.error.slice(0, 500), errorType: options.errorType, updatedAt: new Date() })
      .where(and(eq(campaignRecipients.id, options.recipientId), eq(campaignRecipients.status, 'rendering')))
      .returning({ id: campaignRecipients.id });
    await refundRecipients(tx, options.userId, failed.map((row) => row.id));
  });
}

/**
 * A running campaign with no recipient left to make is completed; with `delivery`, its
 * campaign.completed webhook call is recorded in the same transaction and queued after it.
 */
export async function completeIfDone(db: Db, campaignId: string, after?: { delivery?: DeliveryHooks | undefined; logger: Logger }): Promise<void> {
  const deliver = await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(campaigns)
      .set({ status: 'completed', completedAt: new Date() })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.status, 'running'),
          sql`not exists (select 1 from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.status} in ('pending', 'rendering'))`,
        ),
      )
      .returning();
    return completed && after?.delivery ? after.delivery.campaignCompleted(tx, { campaign: completed }) : undefined;
  });
  if (deliver && after) await deliver(after.logger);
}

import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { campaignRecipients, campaigns, videos, type Db } from '@reelsmith/db';
import { EngineError, campaignTemplateSchema, prepareCampaign, readCampaignPlan, renderRecipient, type AdProviders, type CampaignPlan, type EngineTools } from '@reelsmith/engine';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { changeCredits } from '../use-cases/credits/change-credits';
import { PermanentJobError, defineJob } from './define-job';
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
  // Two at a time: a recipient's render leaves a core idle while it voices and draws (bench:campaign).
  policy: { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 10 * 60, heartbeat: true, minConcurrency: 2 },
});

/** What the campaign workers work with. */
export interface CampaignJobDeps {
  db: Db;
  mediaDir: string;
  tools: EngineTools;
  providers?: Pick<AdProviders, 'voice'>;
  /** The queue, to send the recipients' jobs (known once the queue exists). */
  queue: () => JobQueue;
  /** Seconds after which a recipient left 'rendering' by a worker that died may be taken again. */
  staleRenderSeconds?: number;
}

/** A campaign's folder under the media folder; its plan (shared segments) is in plan/. */
export const campaignDir = (mediaDir: string, campaignId: string) => join(mediaDir, 'campaigns', campaignId);
const planDirOf = (mediaDir: string, campaignId: string) => join(campaignDir(mediaDir, campaignId), 'plan');

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Prepares a running campaign: renders its shared segments into its plan folder (once: a retry or a
 * resumed campaign finds the plan there), then queues a job for every recipient still to be made.
 * The plan is drafted in a folder of its own and renamed into place whole, so a worker that dies
 * midway leaves nothing the next attempt could mistake for a plan.
 */
export function prepareCampaignHandler(deps: CampaignJobDeps): JobHandler<{ campaignId: string }> {
  return async ({ campaignId }, context) => {
    const { db } = deps;
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    if (!campaign || campaign.status !== 'running') return;
    const planDir = planDirOf(deps.mediaDir, campaignId);
    if (!(await exists(join(planDir, 'campaign.json')))) {
      const template = campaignTemplateSchema.safeParse({ ...(campaign.template as object), language: campaign.language });
      if (!template.success) throw new PermanentJobError(`The campaign's script is invalid: ${template.error.issues[0]?.message ?? ''}`);
      const draftDir = `${planDir}.draft-${context.jobId}-${context.attempt}`;
      await rm(draftDir, { recursive: true, force: true });
      try {
        await prepareCampaign({
          template: template.data,
          images: productImages(deps.mediaDir, campaign.product),
          options: { format: campaign.format as CampaignPlan['format'], watermark: false, ...(campaign.voice ? { voice: campaign.voice } : {}) },
          providers: { ...deps.providers, tools: deps.tools },
          outputDir: draftDir,
          signal: context.signal,
        });
        await rm(planDir, { recursive: true, force: true });
        await rename(draftDir, planDir);
      } catch (error) {
        await rm(draftDir, { recursive: true, force: true });
        if (error instanceof EngineError && !error.retryable) throw new PermanentJobError(error.message, { cause: error });
        throw error;
      }
      await db.update(campaigns).set({ assetKey: join('campaigns', campaignId, 'plan') }).where(eq(campaigns.id, campaignId));
    }
    const waiting = await db
      .select({ id: campaignRecipients.id })
      .from(campaignRecipients)
      .where(and(eq(campaignRecipients.campaignId, campaignId), inArray(campaignRecipients.status, ['pending', 'rendering'])));
    // A recipient queued twice (a retry of this job) is made once: its job claims it in the database.
    await deps.queue().sendMany({ job: renderRecipientJob, payloads: waiting.map(({ id }) => ({ recipientId: id })) });
    context.logger.info({ campaignId, recipients: waiting.length }, 'campaign prepared, recipients queued');
    await completeIfDone(db, campaignId);
  };
}

/** The product pictures a campaign was given, as files of the media folder. */
function productImages(mediaDir: string, product: unknown): string[] {
  const keys = (product as { image_keys?: unknown } | null)?.image_keys;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string').map((key) => join(mediaDir, key)) : [];
}

// Plans read once per worker process and campaign, and read again if the plan was remade.
const plans = new Map<string, { mtimeMs: number; plan: Promise<CampaignPlan> }>();
async function planOf(planDir: string): Promise<CampaignPlan> {
  const { mtimeMs } = await stat(join(planDir, 'campaign.json'));
  const cached = plans.get(planDir);
  if (cached && cached.mtimeMs === mtimeMs) return cached.plan;
  const plan = readCampaignPlan(planDir);
  plans.set(planDir, { mtimeMs, plan });
  plan.catch(() => plans.delete(planDir));
  return plan;
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
    const staleSeconds = deps.staleRenderSeconds ?? 60;
    const [row] = await db
      .select({ recipient: campaignRecipients, campaign: campaigns })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(eq(campaignRecipients.id, recipientId));
    // Paused: the row waits, and resuming queues it again. Cancelled or ended: nothing to do.
    if (!row || row.campaign.status !== 'running') return;
    const { campaign } = row;
    const claimed = await db
      .update(campaignRecipients)
      .set({ status: 'rendering', attempts: sql`${campaignRecipients.attempts} + 1`, updatedAt: new Date() })
      .where(
        and(
          eq(campaignRecipients.id, recipientId),
          or(
            eq(campaignRecipients.status, 'pending'),
            and(eq(campaignRecipients.status, 'rendering'), lt(campaignRecipients.updatedAt, sql`now() - interval '${sql.raw(String(Math.round(staleSeconds)))} seconds'`)),
          ),
        ),
      )
      .returning({ variables: campaignRecipients.variables, rowNumber: campaignRecipients.rowNumber });
    const recipient = claimed[0];
    if (!recipient) return;

    const planDir = planDirOf(deps.mediaDir, campaign.id);
    const key = randomBytes(18).toString('base64url');
    const mediaKey = `videos/${key}.mp4`;
    const posterKey = `videos/${key}.jpg`;
    const draftDir = join(campaignDir(deps.mediaDir, campaign.id), 'drafts');
    const draftVideo = join(draftDir, `${recipientId}.mp4`);
    const draftPoster = join(draftDir, `${recipientId}.jpg`);
    try {
      await mkdir(draftDir, { recursive: true });
      await mkdir(join(deps.mediaDir, 'videos'), { recursive: true });
      const plan = await planOf(planDir);
      const video = await renderRecipient({
        planDir,
        plan,
        variables: recipient.variables as Record<string, string>,
        videoPath: draftVideo,
        posterPath: draftPoster,
        providers: { tools: deps.tools, ...(deps.providers?.voice ? { voice: deps.providers.voice } : {}) },
        signal: context.signal,
      });
      await rename(draftVideo, join(deps.mediaDir, mediaKey));
      await rename(draftPoster, join(deps.mediaDir, posterKey));
      const stored = await db.transaction(async (tx) => {
        const [made] = await tx
          .insert(videos)
          .values({
            userId: campaign.userId,
            campaignId: campaign.id,
            title: `${campaign.name} #${recipient.rowNumber}`,
            format: video.format,
            language: campaign.language,
            durationMs: video.durationMs,
            width: video.width,
            height: video.height,
            mediaKey,
            posterKey,
            hasWatermark: false,
            shareSlug: randomBytes(9).toString('base64url'),
          })
          .returning({ id: videos.id });
        const ready = await tx
          .update(campaignRecipients)
          .set({ status: 'ready', videoId: made?.id ?? null, error: null, errorType: null, updatedAt: new Date() })
          .where(and(eq(campaignRecipients.id, recipientId), eq(campaignRecipients.status, 'rendering')))
          .returning({ id: campaignRecipients.id });
        // Cancelled meanwhile: the row is no longer ours, so neither is the video.
        if (ready.length === 0) throw new RecipientGone();
      }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RecipientGone) return false;
          throw error;
        },
      );
      if (!stored) await removeFiles(deps.mediaDir, [mediaKey, posterKey]);
    } catch (error) {
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
    await completeIfDone(db, campaign.id);
  };
}

/** The recipient stopped being ours while its video was made (the campaign was cancelled). */
class RecipientGone extends Error {}

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
    if (failed.length > 0) await changeCredits(tx, { userId: options.userId, delta: 1, reason: 'refund', jobId: options.recipientId });
  });
}

/** A running campaign with no recipient left to make is completed. */
async function completeIfDone(db: Db, campaignId: string): Promise<void> {
  await db
    .update(campaigns)
    .set({ status: 'completed', completedAt: new Date() })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'running'),
        sql`not exists (select 1 from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} and ${campaignRecipients.status} in ('pending', 'rendering'))`,
      ),
    );
}

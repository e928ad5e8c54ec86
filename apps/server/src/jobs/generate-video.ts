import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { JobErrorType } from '@reelsmith/contracts';
import { creditLedger, videoJobs, videos, type Db } from '@reelsmith/db';
import {
  EngineError,
  createAd,
  factsFromDescription,
  renderAd,
  storyboardSchema,
  factsFromPage,
  pageFailureType,
  readProductPage,
  type AdProviders,
  type BrowserRenderOptions,
  type EngineTools,
  type Fetcher,
  type ProductFactsInput,
  type RenderedVideo,
  type Storyboard,
} from '@reelsmith/engine';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { VideoJobInput } from '../use-cases/jobs/create-video-job';
import { endJobWithRefund } from '../use-cases/jobs/finish-job';
import { removeProductImages } from '../use-cases/uploads/product-image-store';
import { defineJob } from './define-job';
import type { JobHandler } from './job-queue';

/** The queue message of a generation: only the job's id; everything else is in its row. */
export const generateVideoJob = defineJob({
  name: 'video.generate',
  payload: z.object({ jobId: z.uuid() }),
  // Two more tries for what may pass (a site that timed out, a busy machine, a worker that died);
  // a worker that stops beating loses the job within a minute; one beating but stuck, at 30 minutes.
  policy: { retryLimit: 2, retryDelaySeconds: 15, expireInSeconds: 30 * 60, heartbeat: true },
});

/** What the generation worker works with. */
export interface GenerateVideoDeps {
  db: Db;
  mediaDir: string;
  tools: EngineTools;
  fetcher: Fetcher;
  browser: BrowserRenderOptions | false;
  providers?: Omit<AdProviders, 'tools'>;
  /** Target length of the ads, seconds (30 unless a test wants shorter). */
  durationSeconds?: number;
}

// The job's stage names as the web app shows them, for the engine's stages.
const STAGES: Record<string, string> = { script: 'writing_script', voice: 'recording_voice', storyboard: 'composing', render: 'rendering' };
// Where each kind of job begins.
const FIRST_STAGE: Record<VideoJobInput['kind'], string> = { url: 'reading_page', data: 'writing_script', rerender: 'rendering' };
// Reading the page takes the first tenth of the bar.
const PAGE_SHARE = 10;
const PROGRESS_EVERY_MS = 1_000;

/** The failure type (spec §8) of an engine failure. */
export function failureType(error: unknown): JobErrorType {
  if (!(error instanceof EngineError)) return 'unknown';
  if (error.stage === 'product') return pageFailureType(error);
  if (error.code === 'TOOL_TIMEOUT' || error.code === 'PROVIDER_TIMEOUT') return 'timeout';
  return error.retryable || error.code === 'TOOL_MISSING' || error.code === 'TOOL_FAILED' ? 'server_error' : 'unknown';
}

/**
 * Runs one generation: reads the product page, makes the ad with the engine, stores the video and
 * its poster under unguessable keys, and completes the job — or fails it with its spec type and
 * refunds the credit. A job cancelled (or timed out) meanwhile stops its render within a second.
 * A failure that may pass is retried while attempts remain; a shutdown hands the job back.
 */
export function generateVideoHandler(deps: GenerateVideoDeps): JobHandler<{ jobId: string }> {
  return async ({ jobId }, context) => {
    const { db } = deps;
    const [job] = await db.select().from(videoJobs).where(eq(videoJobs.id, jobId));
    if (!job || (job.status !== 'pending' && job.status !== 'processing')) {
      // Ended before it ran (cancelled or timed out while queued): its uploads have no use now.
      await removeProductImages({ mediaDir: deps.mediaDir, jobId });
      return;
    }
    context.logger.info({ videoJobId: jobId, retried: job.status === 'processing' }, 'generation started');
    await db.update(videoJobs).set({ status: 'processing', stage: FIRST_STAGE[(job.input as VideoJobInput).kind], progress: 0, startedAt: job.startedAt ?? new Date() }).where(and(eq(videoJobs.id, jobId), eq(videoJobs.status, job.status)));

    const stop = new AbortController();
    const signal = AbortSignal.any([context.signal, stop.signal]);
    let lastReport = 0;
    const report = async (progress: number, stage: string) => {
      const now = Date.now();
      if (now - lastReport < PROGRESS_EVERY_MS) return;
      lastReport = now;
      // Moves only a job still processing; none moved means it was cancelled or timed out.
      const moved = await db.update(videoJobs).set({ progress: Math.min(99, Math.round(progress)), stage, updatedAt: new Date() }).where(and(eq(videoJobs.id, jobId), eq(videoJobs.status, 'processing'))).returning({ id: videoJobs.id });
      if (moved.length === 0) stop.abort();
    };

    const input = job.input as VideoJobInput;
    const key = randomBytes(18).toString('base64url');
    const assetDir = join(deps.mediaDir, 'ads', jobId);
    const mediaKey = `videos/${key}.mp4`;
    const posterKey = `videos/${key}.jpg`;
    // The video is made inside the job's own folder and moved to its key once whole, so an attempt
    // whose worker died leaves nothing behind that the next attempt does not clear first.
    const draftVideo = join(assetDir, 'draft.mp4');
    const draftPoster = join(assetDir, 'draft.jpg');
    if (job.status === 'processing') await rm(assetDir, { recursive: true, force: true });
    try {
      await mkdir(join(deps.mediaDir, 'videos'), { recursive: true });
      const made = input.kind === 'rerender' ? await drawOtherFormat({ deps, input, userId: job.userId, draftVideo, draftPoster, signal, report }) : await makeAd({ deps, input, userId: job.userId, assetDir, draftVideo, draftPoster, signal, report, logger: context.logger });
      await rename(draftVideo, join(deps.mediaDir, mediaKey));
      await rename(draftPoster, join(deps.mediaDir, posterKey));
      const completed = await db.transaction(async (tx) => {
        const done = await tx.update(videoJobs).set({ status: 'completed', progress: 100, stage: null, finishedAt: new Date() }).where(and(eq(videoJobs.id, jobId), eq(videoJobs.status, 'processing'))).returning({ id: videoJobs.id });
        if (done.length === 0) return false;
        await tx.insert(videos).values({
          userId: job.userId,
          jobId,
          sourceVideoId: made.sourceVideoId,
          title: job.title,
          sourceUrl: made.sourceUrl,
          format: made.video.format,
          language: made.storyboard.language,
          durationMs: made.video.durationMs,
          width: made.video.width,
          height: made.video.height,
          mediaKey,
          posterKey,
          storyboard: made.storyboard,
          assetKey: made.assetKey,
          hasWatermark: made.storyboard.watermark,
          shareSlug: randomBytes(9).toString('base64url'),
        });
        return true;
      });
      // A re-render's folder only held its drafts; the ad's assets stay in the original's.
      if (completed && input.kind === 'rerender') await rm(assetDir, { recursive: true, force: true });
      if (!completed) await removeMedia(deps.mediaDir, [mediaKey, posterKey], assetDir);
    } catch (error) {
      await removeMedia(deps.mediaDir, [mediaKey, posterKey], assetDir);
      // Cancelled or timed out by someone else: the job already says so, and was refunded.
      if (stop.signal.aborted) return;
      // The worker is stopping: the queue hands the job back for another worker.
      if (context.signal.aborted) throw error;
      const retryable = error instanceof EngineError && error.retryable;
      if (retryable && context.attempt < generateVideoJob.policy.retryLimit) throw error;
      if (!(error instanceof EngineError)) context.logger.error({ err: error }, 'generation failed unexpectedly');
      await endJobWithRefund({ db, jobId, status: 'failed', error: (error as Error).message, errorType: failureType(error) });
    } finally {
      if (input.kind === 'data') await releaseUploads(deps, jobId, context.logger);
    }
  };
}

/** What a job made: the video, the storyboard and assets it was drawn from, and where it came from. */
interface MadeVideo {
  video: RenderedVideo;
  storyboard: Storyboard;
  assetKey: string;
  sourceUrl: string | null;
  sourceVideoId: string | null;
}

type Report = (progress: number, stage: string) => Promise<void>;

/** A new ad: the product read from its page (or the seller's words and pictures), written, voiced and rendered. */
async function makeAd(options: {
  deps: GenerateVideoDeps;
  input: Exclude<VideoJobInput, { kind: 'rerender' }>;
  userId: string;
  assetDir: string;
  draftVideo: string;
  draftPoster: string;
  signal: AbortSignal;
  report: Report;
  logger: Parameters<typeof engineLogger>[0];
}): Promise<MadeVideo> {
  const { deps, input, signal } = options;
  const language = input.language ? { language: input.language } : {};
  let facts: ProductFactsInput;
  if (input.kind === 'url') {
    const page = await readProductPage({ url: input.productUrl, fetcher: deps.fetcher, browser: deps.browser, signal, logger: engineLogger(options.logger), ...language });
    facts = await factsFromPage({ page, fetcher: deps.fetcher, signal, ...language });
  } else {
    // The seller's words and uploaded pictures; the engine keeps its own copies in the ad's folder.
    const images = input.imageKeys.map((imageKey) => join(deps.mediaDir, imageKey));
    facts = factsFromDescription({ description: input.description, images, ...(input.name ? { name: input.name } : {}), ...language });
  }
  await options.report(PAGE_SHARE, 'writing_script');
  // Videos paid with the free registration credit carry the watermark (DESIGN.md).
  const purchases = await deps.db.select({ id: creditLedger.id }).from(creditLedger).where(and(eq(creditLedger.userId, options.userId), eq(creditLedger.reason, 'purchase'))).limit(1);
  const ad = await createAd({
    facts,
    options: { format: input.format, durationSeconds: deps.durationSeconds ?? 30, watermark: purchases.length === 0 },
    providers: { ...deps.providers, tools: deps.tools, logger: engineLogger(options.logger) },
    outputDir: options.assetDir,
    videoPath: options.draftVideo,
    posterPath: options.draftPoster,
    signal,
    onProgress: ({ stage, percent }) => void options.report(PAGE_SHARE + (percent * (100 - PAGE_SHARE)) / 100, STAGES[stage] ?? stage).catch(() => {}),
  });
  return { video: ad, storyboard: ad.storyboard, assetKey: relative(deps.mediaDir, options.assetDir), sourceUrl: input.kind === 'url' ? input.productUrl : null, sourceVideoId: null };
}

/** The same ad in another format: the finished video's storyboard drawn again from its assets. */
async function drawOtherFormat(options: {
  deps: GenerateVideoDeps;
  input: Extract<VideoJobInput, { kind: 'rerender' }>;
  userId: string;
  draftVideo: string;
  draftPoster: string;
  signal: AbortSignal;
  report: Report;
}): Promise<MadeVideo> {
  const { deps, input } = options;
  const [source] = await deps.db.select().from(videos).where(and(eq(videos.id, input.sourceVideoId), eq(videos.userId, options.userId)));
  if (!source?.assetKey || !source.storyboard) throw new EngineError('render', 'INVALID_INPUT', 'The video this format was asked of has been deleted', false);
  const storyboard = storyboardSchema.parse(source.storyboard);
  await mkdir(dirname(options.draftVideo), { recursive: true });
  const video = await renderAd({
    storyboard,
    assetDir: join(deps.mediaDir, source.assetKey),
    format: input.format,
    tools: deps.tools,
    videoPath: options.draftVideo,
    posterPath: options.draftPoster,
    signal: options.signal,
    onProgress: (fraction) => void options.report(fraction * 100, 'rendering').catch(() => {}),
  });
  return { video, storyboard, assetKey: source.assetKey, sourceUrl: source.sourceUrl, sourceVideoId: source.id };
}

/**
 * Removes a data job's uploaded pictures once the job has ended (completed, failed, cancelled, timed
 * out); a job still active is being retried or was handed back to the queue and needs them again.
 */
async function releaseUploads(deps: GenerateVideoDeps, jobId: string, logger: { warn: (details: object, message: string) => void }): Promise<void> {
  try {
    const active = await deps.db.select({ id: videoJobs.id }).from(videoJobs).where(and(eq(videoJobs.id, jobId), inArray(videoJobs.status, ['pending', 'processing'])));
    if (active.length === 0) await removeProductImages({ mediaDir: deps.mediaDir, jobId });
  } catch (error) {
    // Never hides the job's own outcome; the files are only disk space.
    logger.warn({ err: error, videoJobId: jobId }, 'could not remove the uploaded pictures');
  }
}

/** The engine's Logger over a pino logger. */
export function engineLogger(logger: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void }) {
  return { info: (message: string, details?: Record<string, unknown>) => logger.info(details ?? {}, message), warn: (message: string, details?: Record<string, unknown>) => logger.warn(details ?? {}, message) };
}

async function removeMedia(mediaDir: string, keys: string[], assetDir: string): Promise<void> {
  await Promise.all([...keys.map((key) => rm(join(mediaDir, key), { force: true })), rm(assetDir, { recursive: true, force: true })]);
}

import { join } from 'node:path';
import { MAX_CLIP_SECONDS, type MessageKey } from '@reelsmith/contracts';
import { clips, type Db } from '@reelsmith/db';
import { EngineError, normalizeClip, type ClipContainer, type EngineTools } from '@reelsmith/engine';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { newClipKeys, removeMediaFiles } from '../use-cases/clips/clip-files';
import { defineJob } from './define-job';
import type { JobHandler } from './job-queue';

/** Makes an uploaded clip playable in campaigns, once (see normalizeClip in the engine). */
export const normalizeClipJob = defineJob({
  name: 'clip.normalize',
  payload: z.object({ clipId: z.uuid() }),
  // A minute of HD video encodes in about a minute on two cores; a dead worker's clip is taken back by its heartbeat.
  policy: { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 20 * 60, heartbeat: true },
});

/** What the clip worker works with. */
export interface NormalizeClipDeps {
  db: Db;
  mediaDir: string;
  tools: EngineTools;
}

/** The reason a clip failed, as a message key its owner reads in their language. */
const failureKey = (error: unknown): MessageKey => (error instanceof EngineError && error.code === 'CLIP_UNREADABLE' ? 'errors.CLIP_UNREADABLE' : 'clips.processing_failed');

/**
 * Normalises a 'processing' clip into media/clips/<key>.mp4 and its poster, then marks it 'ready'
 * with its measures and removes the upload. A clip that cannot be read fails at once; another
 * failure is retried, then fails with a general reason. A clip deleted meanwhile leaves nothing.
 */
export function normalizeClipHandler(deps: NormalizeClipDeps): JobHandler<{ clipId: string }> {
  return async ({ clipId }, context) => {
    const { db, mediaDir } = deps;
    const [clip] = await db.select().from(clips).where(eq(clips.id, clipId));
    if (!clip || clip.status !== 'processing' || !clip.sourceKey) return;
    const { mediaKey, posterKey } = await newClipKeys(mediaDir);
    try {
      const made = await normalizeClip({
        input: join(mediaDir, clip.sourceKey),
        container: clip.container as ClipContainer,
        output: join(mediaDir, mediaKey),
        posterPath: join(mediaDir, posterKey),
        tools: deps.tools,
        maxSeconds: MAX_CLIP_SECONDS,
        signal: context.signal,
      });
      const ready = await db
        .update(clips)
        .set({ status: 'ready', mediaKey, posterKey, sourceKey: null, durationMs: made.durationMs, width: made.width, height: made.height, hasAudio: made.hasAudio, error: null, updatedAt: new Date() })
        .where(and(eq(clips.id, clipId), eq(clips.status, 'processing')))
        .returning({ id: clips.id });
      // Deleted while it was made: what was made is nobody's.
      await removeMediaFiles(mediaDir, ready.length > 0 ? [clip.sourceKey] : [clip.sourceKey, mediaKey, posterKey]);
      context.logger.info({ clipId, durationMs: made.durationMs }, ready.length > 0 ? 'clip ready' : 'clip deleted while it was normalised');
    } catch (error) {
      await removeMediaFiles(mediaDir, [mediaKey, posterKey]);
      // The worker is stopping: the queue hands the job on, the upload kept for it.
      if (context.signal.aborted) throw error;
      const retryable = !(error instanceof EngineError) || error.retryable || error.code !== 'CLIP_UNREADABLE';
      if (retryable && context.attempt < normalizeClipJob.policy.retryLimit) throw error;
      context.logger.warn({ err: error, clipId }, 'clip failed');
      await db
        .update(clips)
        .set({ status: 'failed', error: failureKey(error), sourceKey: null, updatedAt: new Date() })
        .where(and(eq(clips.id, clipId), eq(clips.status, 'processing')));
      await removeMediaFiles(mediaDir, [clip.sourceKey]);
    }
  };
}

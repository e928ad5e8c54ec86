import { join } from 'node:path';
import { MAX_CLIP_NAME_LENGTH, MAX_CLIP_SECONDS } from '@reelsmith/contracts';
import { clips, type Db } from '@reelsmith/db';
import { EngineError, probeClip, type ClipContainer, type EngineTools } from '@reelsmith/engine';
import { AppError } from '../../errors';
import { removeMediaFiles } from './clip-files';
import type { ClipRow } from './clip-view';

/** A phone's "60 s" recording runs a few frames over: this much past the limit is still accepted (and cut). */
const LENGTH_SLACK_MS = 500;

/**
 * Takes an upload already stored at `sourceKey` and told by its bytes to be `container`: ffprobe must
 * find a picture in it (CLIP_UNREADABLE) no longer than MAX_CLIP_SECONDS (CLIP_TOO_LONG). Then it
 * becomes the user's clip, 'processing' until clip.normalize has made it playable. A refused upload
 * is removed.
 */
export async function uploadClip(options: {
  db: Db;
  mediaDir: string;
  tools: EngineTools;
  userId: string;
  upload: { sourceKey: string; container: ClipContainer; fileName: string; size: number };
  name?: string | undefined;
}): Promise<ClipRow> {
  const { upload } = options;
  try {
    const facts = await probeClip({ input: join(options.mediaDir, upload.sourceKey), container: upload.container, tools: options.tools }).catch((error: unknown) => {
      if (error instanceof EngineError && error.code === 'CLIP_UNREADABLE') throw new AppError('CLIP_UNREADABLE', { cause: error, internalMessage: error.message });
      throw error;
    });
    if (facts.durationMs > MAX_CLIP_SECONDS * 1000 + LENGTH_SLACK_MS) {
      throw new AppError('CLIP_TOO_LONG', { params: { seconds: Math.round(facts.durationMs / 1000), limit: MAX_CLIP_SECONDS }, internalMessage: `clip of ${facts.durationMs} ms` });
    }
    const name = (options.name ?? upload.fileName).trim().slice(0, MAX_CLIP_NAME_LENGTH) || upload.container.toUpperCase();
    const [clip] = await options.db
      .insert(clips)
      .values({ userId: options.userId, name, status: 'processing', container: upload.container, sizeBytes: upload.size, sourceKey: upload.sourceKey, width: facts.width, height: facts.height, durationMs: facts.durationMs, hasAudio: facts.hasAudio })
      .returning();
    if (!clip) throw new Error('the clip was not stored');
    return clip;
  } catch (error) {
    await removeMediaFiles(options.mediaDir, [upload.sourceKey]);
    throw error;
  }
}

import { clips, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import type { ClipRow } from './clip-view';

/** One of the user's clips; anyone else's, or none, is NOT_FOUND. */
export async function findOwnClip(options: { db: Db; userId: string; clipId: string }): Promise<ClipRow> {
  if (!isUuid(options.clipId)) throw new AppError('NOT_FOUND');
  const [clip] = await options.db
    .select()
    .from(clips)
    .where(and(eq(clips.id, options.clipId), eq(clips.userId, options.userId)));
  if (!clip) throw new AppError('NOT_FOUND');
  return clip;
}

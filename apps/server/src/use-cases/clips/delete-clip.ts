import { clips, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';
import { removeClipFiles } from './clip-files';

/**
 * Deletes one of the user's clips and its files; campaigns that chose it lose it (the foreign key
 * sets their clip_id to null). A campaign already prepared keeps its own rendering of the clip.
 * A normalisation still running finds the row gone and removes what it made.
 */
export async function deleteClip(options: { db: Db; mediaDir: string; userId: string; clipId: string }): Promise<void> {
  if (!isUuid(options.clipId)) throw new AppError('NOT_FOUND');
  const [deleted] = await options.db
    .delete(clips)
    .where(and(eq(clips.id, options.clipId), eq(clips.userId, options.userId)))
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND');
  await removeClipFiles(options.mediaDir, deleted);
}

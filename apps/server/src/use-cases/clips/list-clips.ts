import { clips, type Db } from '@reelsmith/db';
import { desc, eq } from 'drizzle-orm';
import type { ClipRow } from './clip-view';

/** More clips than anyone keeps to choose from; the list stops there. */
const MAX_LISTED = 200;

/** The user's clips, newest first. */
export async function listClips(options: { db: Db; userId: string }): Promise<ClipRow[]> {
  return options.db.select().from(clips).where(eq(clips.userId, options.userId)).orderBy(desc(clips.createdAt), desc(clips.id)).limit(MAX_LISTED);
}

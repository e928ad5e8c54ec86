import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ACTIVE_JOB_STATUSES } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, clips, videoJobs, type Db } from '@reelsmith/db';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/uuid';
import { STALLED_AFTER_MINUTES } from '../campaigns/revive-stalled-campaigns';

/**
 * Files older than this that no record claims were left by a process that died in the middle of
 * a request or a job (an upload cut off, a plan half drafted); younger ones may still be in use.
 */
export const STRAY_AFTER_MS = 60 * 60_000;

/** An entry of a media folder, and whether it is older than STRAY_AFTER_MS. */
interface Entry {
  name: string;
  path: string;
  isOld: boolean;
}

/** Entries of a media folder with their age; none when the folder does not exist. */
async function entriesOf(folder: string, now: number): Promise<Entry[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const entries = await Promise.all(
    names.map(async (name) => {
      const path = join(folder, name);
      const info = await stat(path).catch(() => undefined);
      return info ? { name, path, isOld: now - info.mtimeMs > STRAY_AFTER_MS } : undefined;
    }),
  );
  return entries.filter((entry) => entry !== undefined);
}

/**
 * The paths of old render drafts (`<recipient id>-<job>-<attempt>.mp4|jpg`, `preview-<job>-….mp4|jpg`)
 * that no render can still be writing: all but those of a row still 'rendering' under a claim younger
 * than the stale limit (after which another job may take the row, and its claim's draft is dead).
 */
async function draftsNotInUse(db: Db, drafts: readonly Entry[]): Promise<string[]> {
  const recipientOf = (entry: Entry) => entry.name.slice(0, 36);
  const ids = [...new Set(drafts.map(recipientOf).filter(isUuid))];
  const rendering = new Set(
    ids.length > 0
      ? (
          await db
            .select({ id: campaignRecipients.id })
            .from(campaignRecipients)
            .where(and(inArray(campaignRecipients.id, ids), eq(campaignRecipients.status, 'rendering'), gt(campaignRecipients.updatedAt, sql`now() - make_interval(mins => ${STALLED_AFTER_MINUTES})`)))
        ).map((row) => row.id)
      : [],
  );
  return drafts.filter((entry) => !rendering.has(recipientOf(entry))).map((entry) => entry.path);
}

/**
 * Removes what uploads and renders left in the media folder when their process died: a clip upload
 * cut off before its record was written (clips/uploads), the pictures of a generation that is no
 * longer pending or processing (uploads/<job>), the folder of a campaign that is gone, a plan some
 * dead attempt was drafting or had set aside (campaigns/<id>/plan.draft-…, plan.old-…), and the
 * video drafts of renders that died (campaigns/<id>/drafts/, see draftsNotInUse). Only what is
 * older than STRAY_AFTER_MS. Returns how many files and folders went.
 */
export async function sweepStrayUploads(options: { db: Db; mediaDir: string; now?: number }): Promise<number> {
  const { db, mediaDir } = options;
  const now = options.now ?? Date.now();
  const stray: string[] = [];

  const clipUploads = (await entriesOf(join(mediaDir, 'clips', 'uploads'), now)).filter((entry) => entry.isOld);
  if (clipUploads.length > 0) {
    const keys = clipUploads.map((entry) => `clips/uploads/${entry.name}`);
    const kept = new Set((await db.select({ key: clips.sourceKey }).from(clips).where(and(isNotNull(clips.sourceKey), inArray(clips.sourceKey, keys)))).map((row) => row.key));
    stray.push(...clipUploads.filter((entry, i) => !kept.has(keys[i] ?? '')).map((entry) => entry.path));
  }

  const jobUploads = (await entriesOf(join(mediaDir, 'uploads'), now)).filter((entry) => entry.isOld);
  if (jobUploads.length > 0) {
    const ids = jobUploads.map((entry) => entry.name).filter(isUuid);
    const active = new Set(
      ids.length > 0 ? (await db.select({ id: videoJobs.id }).from(videoJobs).where(and(inArray(videoJobs.id, ids), inArray(videoJobs.status, [...ACTIVE_JOB_STATUSES])))).map((row) => row.id) : [],
    );
    stray.push(...jobUploads.filter((entry) => !active.has(entry.name)).map((entry) => entry.path));
  }

  const campaignFolders = await entriesOf(join(mediaDir, 'campaigns'), now);
  const renderDrafts: Entry[] = [];
  if (campaignFolders.length > 0) {
    const ids = campaignFolders.map((entry) => entry.name).filter(isUuid);
    const existing = new Set(ids.length > 0 ? (await db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.id, ids))).map((row) => row.id) : []);
    for (const folder of campaignFolders) {
      if (!existing.has(folder.name)) {
        if (folder.isOld) stray.push(folder.path);
        continue;
      }
      const asides = (await entriesOf(folder.path, now)).filter((entry) => entry.isOld && (entry.name.startsWith('plan.draft-') || entry.name.startsWith('plan.old-')));
      stray.push(...asides.map((entry) => entry.path));
      renderDrafts.push(...(await entriesOf(join(folder.path, 'drafts'), now)).filter((entry) => entry.isOld));
    }
  }
  stray.push(...(await draftsNotInUse(db, renderDrafts)));

  await Promise.all(stray.map((path) => rm(path, { recursive: true, force: true })));
  return stray.length;
}

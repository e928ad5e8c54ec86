import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, campaigns, clips, users, videoJobs } from '@reelsmith/db';
import { createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRAY_AFTER_MS, sweepStrayUploads } from './sweep-stray-uploads';

// The sweep's queries are plain selects; one database kind is enough for them.
describe('files left by interrupted uploads and renders', () => {
  let database: TestDatabase;
  let mediaDir: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-sweep-'));
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  /** A file or folder of the media dir, made `ageMs` ago. */
  function place(key: string, ageMs: number, kind: 'file' | 'folder' = 'file'): string {
    const path = join(mediaDir, key);
    if (kind === 'folder') mkdirSync(path, { recursive: true });
    else {
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, 'x');
    }
    const at = new Date(Date.now() - ageMs);
    utimesSync(path, at, at);
    return path;
  }

  it('removes what no record claims once it is old, and keeps everything in use or recent', async () => {
    const db = database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, name: 'Acme', email: `${userId}@example.com` });
    const old = STRAY_AFTER_MS + 60_000;

    // Clip uploads: one cut off (no record), one a clip still being normalised, one arriving now.
    const cutOff = place('clips/uploads/cut-off.upload', old);
    const claimed = place('clips/uploads/claimed.upload', old);
    await db.insert(clips).values({ userId, name: 'Intro', container: 'mp4', sizeBytes: 10, sourceKey: 'clips/uploads/claimed.upload' });
    const arriving = place('clips/uploads/arriving.upload', 1_000);

    // A generation's pictures: kept while it is pending, removed once it ended or when it never existed.
    const [pending, ended] = await db
      .insert(videoJobs)
      .values([
        { userId, type: 'data', status: 'pending', title: 'Mug', input: {} },
        { userId, type: 'data', status: 'completed', title: 'Mug', input: {} },
      ])
      .returning({ id: videoJobs.id });
    const waiting = place(`uploads/${pending!.id}`, old, 'folder');
    const finished = place(`uploads/${ended!.id}`, old, 'folder');
    const orphan = place(`uploads/${randomUUID()}`, old, 'folder');

    // Campaigns: a folder whose campaign is gone, and a live campaign's plan that a dead attempt was drafting.
    const [campaign] = await db
      .insert(campaigns)
      .values({ userId, name: 'Gifts', language: 'en', format: '1:1', template: {}, mapping: {}, sourceFile: {} })
      .returning({ id: campaigns.id });
    const gone = place(`campaigns/${randomUUID()}`, old, 'folder');
    const liveFolder = join(mediaDir, 'campaigns', campaign!.id);
    const deadDraft = place(`campaigns/${campaign!.id}/plan.draft-job-1-0`, old, 'folder');
    const plan = place(`campaigns/${campaign!.id}/plan`, old, 'folder');
    const freshDraft = place(`campaigns/${campaign!.id}/plan.draft-job-2-0`, 1_000, 'folder');

    // A plan a dead attempt set aside while putting its own in place, and one being set aside now.
    const deadAside = place(`campaigns/${campaign!.id}/plan.old-${randomUUID()}`, old, 'folder');
    const freshAside = place(`campaigns/${campaign!.id}/plan.old-${randomUUID()}`, 1_000, 'folder');

    // Video drafts: of a row waiting again, of a row some render claimed just now (it may still be
    // writing), of a row whose claim went stale, of a dead preview job, and one being written now.
    const [waitingRow, claimedRow, staleRow] = await db
      .insert(campaignRecipients)
      .values([
        { campaignId: campaign!.id, rowNumber: 2, variables: {}, status: 'pending' },
        { campaignId: campaign!.id, rowNumber: 3, variables: {}, status: 'rendering', updatedAt: new Date() },
        { campaignId: campaign!.id, rowNumber: 4, variables: {}, status: 'rendering', updatedAt: new Date(Date.now() - 20 * 60_000) },
      ])
      .returning({ id: campaignRecipients.id });
    const drafts = `campaigns/${campaign!.id}/drafts`;
    const leftByRetry = place(`${drafts}/${waitingRow!.id}-job-3-0.mp4`, old);
    const beingMade = place(`${drafts}/${claimedRow!.id}-job-4-0.mp4`, old);
    const leftByStale = place(`${drafts}/${staleRow!.id}-job-5-0.jpg`, old);
    const leftByPreview = place(`${drafts}/preview-job-6-0.mp4`, old);
    const justStarted = place(`${drafts}/${waitingRow!.id}-job-7-0.mp4`, 1_000);

    expect(await sweepStrayUploads({ db, mediaDir })).toBe(9);
    for (const path of [cutOff, finished, orphan, gone, deadDraft, deadAside, leftByRetry, leftByStale, leftByPreview]) expect(existsSync(path), path).toBe(false);
    for (const path of [claimed, arriving, waiting, liveFolder, plan, freshDraft, freshAside, beingMade, justStarted]) expect(existsSync(path), path).toBe(true);
    // Nothing left to do the second time.
    expect(await sweepStrayUploads({ db, mediaDir })).toBe(0);
  });
});

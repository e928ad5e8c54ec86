import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, campaigns, createDatabase, creditBalances, creditLedger, users, videos, type Database } from '@reelsmith/db';
import { createScratchPostgres } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAccount } from './auth/set-up-account';
import { prepareCampaignJob } from './jobs/campaign-jobs';
import { JOB_DEFINITIONS } from './jobs/catalog';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { startEntry, type EntryProcess } from './test/entry-process';
import { testLogger } from './test/logger';
import { until } from './test/until';
import { confirmCampaign } from './use-cases/campaigns/confirm-campaign';
import { createCampaign } from './use-cases/campaigns/create-campaign';
import { updateCampaign } from './use-cases/campaigns/update-campaign';
import { changeCredits } from './use-cases/credits/change-credits';

// The smallest heartbeat pg-boss allows: a killed worker's jobs are back in the queue within 15 s.
const HEARTBEAT_SECONDS = 10;
const ROWS = 12;

/** A customer list of ROWS people, each owing a different amount. */
const CUSTOMERS = Buffer.from(['First name,Email,Amount', ...Array.from({ length: ROWS }, (_, i) => `Person${i + 1},person${i + 1}@example.com,$${(i + 1) * 10}.00`)].join('\n'));

/** A short square reminder: a personal greeting with the amount, and a shared closing scene. */
const SCRIPT = {
  language: 'en' as const,
  headline: 'Acme Bank',
  scenes: [
    { kind: 'hook' as const, title: 'Hi {{first_name}}', narration: 'Hi {{first_name}}, you owe {{amount}}.' },
    { kind: 'cta' as const, title: 'Pay today', narration: 'Pay today in the app.' },
  ],
};

describe('a campaign shared by worker processes on one PostgreSQL', { timeout: 420_000 }, () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const workers: EntryProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    database = await createDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 5 });
    await database.migrate();
    // This process only sends jobs, as the web server does with RUN_WORKER=false.
    queue = createJobQueue({ database, logger: testLogger, definitions: JOB_DEFINITIONS, heartbeatSeconds: HEARTBEAT_SECONDS });
    await queue.start();
    dataDir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-workers-'));
  });
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await queue?.stop({ deadline: Date.now() + 1_000 });
    await database?.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const startWorker = () => {
    const worker = startEntry('worker.ts', { DATABASE_URL: scratch.url, DATA_DIR: dataDir, JOB_HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS) });
    workers.push(worker);
    return worker;
  };
  const linesOf = (worker: EntryProcess, msg: string) => worker.logs.filter((line) => line.msg === msg).map((line) => String(line.recipientId));

  it('loses no row and makes none twice when a worker is killed midway; both workers make videos', async () => {
    const db = database.db;
    const mediaDir = join(dataDir, 'media');
    const userId = `user-campaign-${Date.now()}`;
    await db.insert(users).values({ id: userId, name: 'Acme Bank', email: `${userId}@example.com` });
    await setUpAccount({ db, userId });
    await changeCredits(db, { userId, delta: 50, reason: 'purchase', paymentRef: `standard-${userId}` });
    const draft = await createCampaign({ db, mediaDir, userId, file: { name: 'reminders.csv', bytes: CUSTOMERS }, language: 'en', format: '1:1', callerLanguage: 'en' });
    await updateCampaign({ db, mediaDir, userId, campaignId: draft.id, changes: { template: SCRIPT }, callerLanguage: 'en' });
    expect(await confirmCampaign({ db, mediaDir, userId, campaignId: draft.id })).toEqual({ recipients: ROWS });
    await queue.send({ job: prepareCampaignJob, payload: { campaignId: draft.id } });

    const doomed = startWorker();
    const survivor = startWorker();
    // Kill the first worker once it has made two videos and is in the middle of another.
    const inFlight = await until(
      async () => {
        const made = linesOf(doomed, 'recipient ready');
        return made.length >= 2 ? linesOf(doomed, 'recipient rendering').filter((id) => !made.includes(id)) : [];
      },
      (rendering) => rendering.length > 0,
      240_000,
    );
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toBeNull();
    const madeByDoomed = linesOf(doomed, 'recipient ready');

    const done = await until(
      async () => (await db.select().from(campaigns).where(eq(campaigns.id, draft.id)))[0],
      (campaign) => campaign?.status === 'completed',
      240_000,
    );
    expect(done?.status).toBe('completed');

    // Every row has its own video; the rows the killed worker was making were finished by the other.
    const rows = await db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, draft.id));
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: ROWS }, () => 'ready'));
    expect(new Set(rows.map((row) => row.videoId)).size).toBe(ROWS);
    const madeBySurvivor = linesOf(survivor, 'recipient ready');
    for (const id of inFlight) expect(madeBySurvivor).toContain(id);
    // No row was made twice, and both processes made some.
    expect([...madeByDoomed, ...madeBySurvivor].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(madeByDoomed.length).toBeGreaterThanOrEqual(2);
    expect(madeBySurvivor.length).toBeGreaterThanOrEqual(1);

    // One video row and one MP4 + poster per recipient; nothing of the killed renders left over.
    const made = await db.select().from(videos).where(eq(videos.campaignId, draft.id));
    expect(made).toHaveLength(ROWS);
    expect(readdirSync(join(mediaDir, 'videos')).sort()).toEqual(made.flatMap((video) => [video.mediaKey, video.posterKey]).map((key) => String(key).slice('videos/'.length)).sort());
    expect(readdirSync(join(mediaDir, 'campaigns', draft.id, 'drafts'))).toEqual([]);

    // Charged once per row, nothing refunded.
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(ledger.filter((row) => row.reason === 'generation')).toHaveLength(ROWS);
    expect(ledger.filter((row) => row.reason === 'refund')).toHaveLength(0);
    expect((await db.select().from(creditBalances).where(eq(creditBalances.userId, userId)))[0]?.balance).toBe(1 + 50 - ROWS);
    expect(await survivor.stop()).toBe(0);
  });
});

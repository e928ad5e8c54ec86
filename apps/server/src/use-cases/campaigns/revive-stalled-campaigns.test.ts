import { randomUUID } from 'node:crypto';
import { campaignRecipients, campaigns, creditLedger, users } from '@reelsmith/db';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeCredits, creditBalance } from '../credits/change-credits';
import { MAX_RENDER_CLAIMS, STALLED_AFTER_MINUTES, reviveStalledCampaigns } from './revive-stalled-campaigns';

const TEMPLATE = { language: 'en', scenes: [{ kind: 'hook', title: 'Hi {{first_name}}', narration: 'Hi {{first_name}}.' }] };

describe.each(DATABASE_KINDS)('campaign work left without a worker (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.destroy();
  });

  /** A charged campaign whose rows are in the given states, last touched `minutesAgo` ago. */
  async function campaignWith(status: 'running' | 'paused', rows: { status: 'pending' | 'rendering' | 'ready'; attempts?: number; minutesAgo: number }[]) {
    const db = database.db;
    const userId = randomUUID();
    await db.insert(users).values({ id: userId, name: 'Acme', email: `${userId}@example.com` });
    await changeCredits(db, { userId, delta: rows.length, reason: 'purchase', paymentRef: `pay-${userId}` });
    const [campaign] = await db
      .insert(campaigns)
      .values({ userId, name: 'Reminders', status, language: 'en', format: '1:1', template: TEMPLATE, mapping: {}, sourceFile: {} })
      .returning();
    const campaignId = campaign!.id;
    const ids: string[] = [];
    for (const [i, row] of rows.entries()) {
      const [made] = await db
        .insert(campaignRecipients)
        .values({ campaignId, rowNumber: i + 2, variables: { first_name: `P${i}` }, status: row.status, attempts: row.attempts ?? 0, claimedBy: row.status === 'rendering' ? 'job-1' : null })
        .returning({ id: campaignRecipients.id });
      await changeCredits(db, { userId, delta: -1, reason: 'generation', jobId: made!.id });
      await db.execute(sql`update campaign_recipients set updated_at = now() - make_interval(mins => ${row.minutesAgo}) where id = ${made!.id}`);
      ids.push(made!.id);
    }
    await db.execute(sql`update campaigns set updated_at = now() - make_interval(mins => 60) where id = ${campaignId}`);
    return { userId, campaignId, ids };
  }
  const statusOf = async (id: string) => (await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, id)))[0];
  const long = STALLED_AFTER_MINUTES + 5;

  it('queues again a row whose worker died, fails and refunds one that no worker could finish, and leaves live rows alone', async () => {
    const { userId, campaignId, ids } = await campaignWith('running', [
      { status: 'rendering', attempts: 1, minutesAgo: long },
      { status: 'rendering', attempts: MAX_RENDER_CLAIMS, minutesAgo: long },
      { status: 'rendering', attempts: 1, minutesAgo: 1 },
      { status: 'ready', minutesAgo: long },
    ]);
    const revived = await reviveStalledCampaigns({ db: database.db, recipientQueueIdle: false });

    expect(revived.requeued).toEqual([ids[0]]);
    expect(revived.failed).toBe(1);
    expect(revived.touched).toEqual([campaignId]);
    expect(await statusOf(ids[0]!)).toMatchObject({ status: 'pending', claimedBy: null });
    expect(await statusOf(ids[1]!)).toMatchObject({ status: 'failed', errorType: 'render_failed' });
    expect((await statusOf(ids[2]!))?.status).toBe('rendering');
    expect((await statusOf(ids[3]!))?.status).toBe('ready');
    // The failed row's credit came back, once: a second sweep gives nothing more.
    expect(await creditBalance(database.db, userId)).toBe(1);
    await reviveStalledCampaigns({ db: database.db, recipientQueueIdle: false });
    expect(await creditBalance(database.db, userId)).toBe(1);
    const refunds = await database.db.select().from(creditLedger).where(eq(creditLedger.jobId, ids[1]!));
    expect(refunds.map((row) => row.reason).sort()).toEqual(['generation', 'refund']);
  });

  it('prepares again a running campaign whose waiting rows have not moved, only when the queue is idle, once per window', async () => {
    const stalled = await campaignWith('running', [
      { status: 'pending', minutesAgo: long },
      { status: 'ready', minutesAgo: long },
    ]);
    const moving = await campaignWith('running', [
      { status: 'pending', minutesAgo: long },
      { status: 'ready', minutesAgo: 2 },
    ]);
    const paused = await campaignWith('paused', [{ status: 'pending', minutesAgo: long }]);

    expect((await reviveStalledCampaigns({ db: database.db, recipientQueueIdle: false })).reprepare).not.toContain(stalled.campaignId);
    const revived = await reviveStalledCampaigns({ db: database.db, recipientQueueIdle: true });
    expect(revived.reprepare).toContain(stalled.campaignId);
    expect(revived.reprepare).not.toContain(moving.campaignId);
    expect(revived.reprepare).not.toContain(paused.campaignId);
    // The next sweep leaves it to the preparation just queued.
    expect((await reviveStalledCampaigns({ db: database.db, recipientQueueIdle: true })).reprepare).not.toContain(stalled.campaignId);
  });
});

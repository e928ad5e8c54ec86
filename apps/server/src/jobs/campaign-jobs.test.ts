import { randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, campaigns, creditLedger, users, videos } from '@reelsmith/db';
import { createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testLogger } from '../test/logger';
import { changeCredits, creditBalance } from '../use-cases/credits/change-credits';
import { listVideos } from '../use-cases/videos/list-videos';
import { prepareCampaignHandler, renderRecipientHandler, type CampaignJobDeps } from './campaign-jobs';
import { campaignDir, ensureCampaignPlan, planDirOf } from './campaign-plan-store';
import type { JobContext, JobQueue } from './job-queue';

const TEMPLATE = {
  language: 'en',
  headline: 'Acme Mobile',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}, a gift from Acme.' },
    { kind: 'benefit', title: 'Double data', narration: 'Your plan now has double data.' },
    { kind: 'cta', title: 'Open the app', narration: 'Open the app to see it.' },
  ],
};
const context = (): JobContext => ({ jobId: randomUUID(), attempt: 0, signal: new AbortController().signal, logger: testLogger });

describe.each(['pglite', 'postgres'] as const)('campaign jobs on %s', (kind) => {
  let database: TestDatabase;
  let mediaDir: string;
  const queued: string[] = [];
  let deps: CampaignJobDeps;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-jobs-'));
    const queue = { sendMany: async ({ payloads }: { payloads: readonly { recipientId: string }[] }) => void queued.push(...payloads.map((p) => p.recipientId)) } as unknown as JobQueue;
    deps = { db: database.db, mediaDir, tools: { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' }, queue: () => queue, staleRenderSeconds: 60 };
  });
  afterAll(async () => {
    await database.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const planFile = (campaignId: string) => join(planDirOf(mediaDir, campaignId), 'campaign.json');
  /** The plan's identity: only a plan made anew changes it. */
  const planIdentity = (campaignId: string) => {
    const { ino, mtimeMs } = statSync(planFile(campaignId));
    return { ino, mtimeMs };
  };
  const campaignRow = async (campaignId: string) => (await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!;

  /** A confirmed campaign: its recipients' credits charged, as confirming does. */
  async function runningCampaign(rows: Record<string, string>[]) {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, name: 'Acme', email: `${userId}@example.com` });
    await changeCredits(database.db, { userId, delta: rows.length, reason: 'purchase', paymentRef: `pay-${userId}` });
    const [campaign] = await database.db
      .insert(campaigns)
      .values({ userId, name: 'Data gift', status: 'running', language: 'en', format: '1:1', template: TEMPLATE, mapping: {}, sourceFile: {} })
      .returning();
    const recipients = await database.db
      .insert(campaignRecipients)
      .values(rows.map((variables, i) => ({ campaignId: campaign!.id, rowNumber: i + 2, variables })))
      .returning({ id: campaignRecipients.id });
    for (const { id } of recipients) await changeCredits(database.db, { userId, delta: -1, reason: 'generation', jobId: id });
    return { userId, campaignId: campaign!.id, recipientIds: recipients.map((r) => r.id) };
  }

  it('makes one video per recipient, fails alone the one missing a value and gives its credit back, then completes', async () => {
    const { userId, campaignId, recipientIds } = await runningCampaign([{ first_name: 'Maria' }, { first_name: 'João' }, { email: 'no-name@example.com' }]);
    await prepareCampaignHandler(deps)({ campaignId }, context());
    expect(existsSync(join(campaignDir(mediaDir, campaignId), 'plan', 'campaign.json'))).toBe(true);
    expect(queued.filter((id) => recipientIds.includes(id)).sort()).toEqual([...recipientIds].sort());

    for (const recipientId of recipientIds) await renderRecipientHandler(deps)({ recipientId }, context());
    const rows = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)).orderBy(campaignRecipients.rowNumber);
    expect(rows.map((r) => r.status)).toEqual(['ready', 'ready', 'failed']);
    expect(rows[2]?.errorType).toBe('missing_values');
    const made = await database.db.select().from(videos).where(eq(videos.campaignId, campaignId));
    expect(made).toHaveLength(2);
    for (const video of made) {
      expect(readFileSync(join(mediaDir, video.mediaKey)).subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(existsSync(join(mediaDir, video.posterKey ?? ''))).toBe(true);
      expect(video).toMatchObject({ userId, format: '1:1', width: 1080, height: 1080, hasWatermark: false });
    }
    // Two charged, one refunded: the balance is the one credit of the failed row.
    expect(await creditBalance(database.db, userId)).toBe(1);
    expect(await database.db.select().from(creditLedger).where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'refund')))).toHaveLength(1);
    const [campaign] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign?.status).toBe('completed');
    // Campaign videos stay on the campaign's page, out of My videos.
    expect((await listVideos({ db: database.db, publicUrl: 'http://localhost', userId, page: 1, limit: 10 })).total).toBe(0);

    // A job delivered again for a finished recipient changes nothing: no second video, no second refund.
    for (const recipientId of recipientIds) await renderRecipientHandler(deps)({ recipientId }, context());
    expect(await database.db.select().from(videos).where(eq(videos.campaignId, campaignId))).toHaveLength(2);
    expect(await creditBalance(database.db, userId)).toBe(1);
  });

  it('renders a recipient once when two workers get its job at the same time', async () => {
    const { campaignId, recipientIds } = await runningCampaign([{ first_name: 'Ana' }]);
    await prepareCampaignHandler(deps)({ campaignId }, context());
    const [recipientId] = recipientIds;
    await Promise.all([renderRecipientHandler(deps)({ recipientId: recipientId! }, context()), renderRecipientHandler(deps)({ recipientId: recipientId! }, context())]);
    expect(await database.db.select().from(videos).where(eq(videos.campaignId, campaignId))).toHaveLength(1);
    const [row] = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, recipientId!));
    expect(row).toMatchObject({ status: 'ready', attempts: 1 });
  });

  it('leaves the recipients of a paused campaign waiting, and makes them once it runs again', async () => {
    const { campaignId, recipientIds } = await runningCampaign([{ first_name: 'Leo' }]);
    await prepareCampaignHandler(deps)({ campaignId }, context());
    await database.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaignId));
    await renderRecipientHandler(deps)({ recipientId: recipientIds[0]! }, context());
    expect((await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)))[0]?.status).toBe('pending');
    // Resuming queues the waiting recipients again (the plan is reused, not rendered anew).
    await database.db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, campaignId));
    const before = queued.length;
    await prepareCampaignHandler(deps)({ campaignId }, context());
    expect(queued.slice(before)).toEqual(recipientIds);
    await renderRecipientHandler(deps)({ recipientId: recipientIds[0]! }, context());
    expect((await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)))[0]?.status).toBe('ready');
  });

  it('keeps a started campaign’s plan as it is once in place: a resume or a sweep never makes it again with other settings', async () => {
    const { campaignId, recipientIds } = await runningCampaign([{ first_name: 'Iris' }]);
    await prepareCampaignHandler(deps)({ campaignId }, context());
    const made = planIdentity(campaignId);
    // What the plan was made of changes under the started campaign (a clip deleted, a new plan version).
    await database.db.update(campaigns).set({ template: { ...TEMPLATE, headline: 'Another headline' } }).where(eq(campaigns.id, campaignId));
    await prepareCampaignHandler(deps)({ campaignId }, context());
    expect(planIdentity(campaignId)).toEqual(made);
    await renderRecipientHandler(deps)({ recipientId: recipientIds[0]! }, context());
    expect((await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, recipientIds[0]!)))[0]?.status).toBe('ready');
  });

  it('puts a started campaign’s plan in place even when its settings changed while it was made', async () => {
    const { campaignId } = await runningCampaign([{ first_name: 'Otto' }]);
    // The plan is made from a read of the row that differs from the row when it is put in place.
    const read = { ...(await campaignRow(campaignId)), template: { ...TEMPLATE, headline: 'Read before a change' } };
    await ensureCampaignPlan(deps, read, context(), { watermark: false });
    expect(JSON.parse(readFileSync(planFile(campaignId), 'utf8'))).toMatchObject({ headline: 'Read before a change', watermark: false });
  });

  it('makes a started campaign’s plan anew over its draft’s watermarked preview plan, and its videos without the watermark', async () => {
    const { campaignId, recipientIds } = await runningCampaign([{ first_name: 'Rosa' }]);
    await database.db.update(campaigns).set({ status: 'draft' }).where(eq(campaigns.id, campaignId));
    await ensureCampaignPlan(deps, await campaignRow(campaignId), context(), { watermark: true });
    expect(JSON.parse(readFileSync(planFile(campaignId), 'utf8'))).toMatchObject({ watermark: true });
    await database.db.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, campaignId));
    await prepareCampaignHandler(deps)({ campaignId }, context());
    expect(JSON.parse(readFileSync(planFile(campaignId), 'utf8'))).toMatchObject({ watermark: false });
    await renderRecipientHandler(deps)({ recipientId: recipientIds[0]! }, context());
    const [video] = await database.db.select().from(videos).where(eq(videos.campaignId, campaignId));
    expect(video?.hasWatermark).toBe(false);
  });

  it('leaves a row another job claimed within the stale limit alone, however long past the job’s expiry', async () => {
    const { campaignId, recipientIds } = await runningCampaign([{ first_name: 'Hugo' }]);
    await prepareCampaignHandler(deps)({ campaignId }, context());
    const [recipientId] = recipientIds;
    // Claimed eleven minutes ago by a job whose render may still run (its queue job expires after ten).
    const claimedAt = new Date(Date.now() - 11 * 60_000);
    await database.db.update(campaignRecipients).set({ status: 'rendering', claimedBy: 'job-a', attempts: 1, updatedAt: claimedAt }).where(eq(campaignRecipients.id, recipientId!));
    const { staleRenderSeconds: _short, ...defaults } = deps;
    await renderRecipientHandler(defaults)({ recipientId: recipientId! }, context());
    expect((await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, recipientId!)))[0]).toMatchObject({ status: 'rendering', claimedBy: 'job-a', attempts: 1 });
    expect(await database.db.select().from(videos).where(eq(videos.campaignId, campaignId))).toHaveLength(0);
  });

  it('drafts a row’s video under a name of its claim, so a render that outlived its claim never shares its file', async () => {
    const { campaignId, recipientIds } = await runningCampaign([{ first_name: 'Vera' }]);
    await prepareCampaignHandler(deps)({ campaignId }, context());
    // ffmpeg through a wrapper that notes its arguments.
    const log = join(mediaDir, `ffmpeg-${campaignId}.log`);
    const wrapper = join(mediaDir, `ffmpeg-${campaignId}.sh`);
    writeFileSync(wrapper, `#!/bin/sh\necho "$@" >> '${log}'\nexec ffmpeg "$@"\n`);
    chmodSync(wrapper, 0o755);
    const claim: JobContext = { ...context(), attempt: 1 };
    await renderRecipientHandler({ ...deps, tools: { ...deps.tools, ffmpegPath: wrapper } })({ recipientId: recipientIds[0]! }, claim);
    expect(readFileSync(log, 'utf8')).toContain(join(campaignDir(mediaDir, campaignId), 'drafts', `${recipientIds[0]}-${claim.jobId}-1.mp4`));
    expect((await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.id, recipientIds[0]!)))[0]?.status).toBe('ready');
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignRecipients, campaigns, users, videos } from '@reelsmith/db';
import { createTestDatabase, type TestDatabase } from '@reelsmith/db/testing';
import { createLlmRecipientWriter, createSafeFetcher } from '@reelsmith/engine';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalModel, type LocalModel } from '../test/local-model';
import { changeCredits } from '../use-cases/credits/change-credits';
import { prepareCampaignJob, renderRecipientJob } from './campaign-jobs';
import { planDirOf } from './campaign-plan-store';
import { jobCatalog } from './catalog';
import type { JobContext, JobHandler, JobQueue } from './job-queue';

const TEMPLATE = {
  language: 'en',
  headline: 'Acme Energy',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}, this is Acme Energy.' },
    { kind: 'offer', title: '{{amount}}', subtitle: 'Due {{due_date}}', narration: 'Your bill of {{amount}} is due on {{due_date}}.' },
  ],
};
const ROWS = [
  { first_name: 'Maria', amount: '$10.50', due_date: 'June 3' },
  { first_name: 'João', amount: '$20.00', due_date: 'July 4' },
];
// What the model writes for Maria, keeping every value; for João it leaves his amount out of what is said.
const FOR_MARIA = [
  { kind: 'hook', title: 'Maria, good to see you', narration: 'Hello Maria! It is your friends at Acme Energy, with a quick and friendly note about your account this month.' },
  { kind: 'offer', title: '$10.50', subtitle: 'Due June 3', narration: 'Maria, your bill of $10.50 is due on June 3. Thank you for being with us!' },
];
const FOR_JOAO = [
  { kind: 'hook', title: 'João, good to see you', narration: 'Hello João! It is your friends at Acme Energy.' },
  { kind: 'offer', title: '$20.00', subtitle: 'Due July 4', narration: 'João, your bill is due on July 4.' },
];

describe('a campaign personalized by AI, rendered by the workers against a local model', () => {
  let database: TestDatabase;
  let mediaDir: string;
  let model: LocalModel;
  const queued: string[] = [];
  const logs: Record<string, unknown>[] = [];
  let handlers: { prepare: JobHandler<{ campaignId: string }>; recipient: JobHandler<{ recipientId: string }> };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-campaign-ai-'));
    model = await startLocalModel(({ prompt }) => JSON.stringify({ scenes: (prompt.includes('"first_name": "Maria"') ? FOR_MARIA : FOR_JOAO).map((scene) => ({ subtitle: null, ...scene })) }));
    const queue = { sendMany: async ({ payloads }: { payloads: readonly { recipientId: string }[] }) => void queued.push(...payloads.map((p) => p.recipientId)) } as unknown as JobQueue;
    const catalog = jobCatalog({
      db: database.db,
      mediaDir,
      tools: { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' },
      fetcher: createSafeFetcher({ allowHosts: [], timeoutMs: 5_000 }),
      browser: false,
      queue: () => queue,
      // As runtime.ts makes it from config.llm (LLM_BASE_URL, LLM_MODEL, LLM_TIMEOUT_SECONDS).
      recipientWriter: createLlmRecipientWriter({ settings: { baseURL: model.baseURL, apiKey: 'sk-local', model: 'test-model', timeoutMs: 10_000 } }),
    });
    const handlerOf = (name: string) => catalog.find((entry) => entry.definition.name === name)!.handler;
    handlers = { prepare: handlerOf(prepareCampaignJob.name), recipient: handlerOf(renderRecipientJob.name) };
  });
  afterAll(async () => {
    await model.close();
    await database.destroy();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const context = (): JobContext => ({
    jobId: randomUUID(),
    attempt: 0,
    signal: new AbortController().signal,
    logger: pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) }),
  });

  it("renders each row with the model's scenes, stores them, and gives the template to the row whose amount the model dropped", async () => {
    const userId = randomUUID();
    await database.db.insert(users).values({ id: userId, name: 'Acme', email: `${userId}@example.com` });
    await changeCredits(database.db, { userId, delta: ROWS.length, reason: 'purchase', paymentRef: `pay-${userId}` });
    const [campaign] = await database.db
      .insert(campaigns)
      .values({ userId, name: 'Bills', status: 'running', language: 'en', format: '1:1', personalization: 'ai', template: TEMPLATE, mapping: {}, sourceFile: {} })
      .returning();
    const campaignId = campaign!.id;
    await database.db.insert(campaignRecipients).values(ROWS.map((variables, i) => ({ campaignId, rowNumber: i + 2, variables })));

    await handlers.prepare({ campaignId }, context());
    // Every scene is written per row: nothing of the script is rendered once for everyone.
    const plan = JSON.parse(readFileSync(join(planDirOf(mediaDir, campaignId), 'campaign.json'), 'utf8')) as { segments: { kind: string }[] };
    expect(plan.segments.map((segment) => segment.kind)).toEqual(['personal']);
    for (const recipientId of queued) await handlers.recipient({ recipientId }, context());

    const rows = await database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId)).orderBy(campaignRecipients.rowNumber);
    expect(rows.map((row) => row.status)).toEqual(['ready', 'ready']);
    expect(rows[0]?.script).toEqual({ writer: 'llm', scenes: FOR_MARIA });
    expect(rows[1]?.script).toMatchObject({
      writer: 'template',
      scenes: [
        { kind: 'hook', title: 'Hi João!', narration: 'Hi João, this is Acme Energy.' },
        { kind: 'offer', title: '$20.00', subtitle: 'Due July 4', narration: 'Your bill of $20.00 is due on July 4.' },
      ],
    });
    const warning = logs.find((line) => typeof line.reason === 'string' && line.reason.includes('{{amount}}'));
    expect(warning?.msg).toMatch(/template filled in was used/);

    expect(model.requests.map((request) => request.model)).toEqual(['test-model', 'test-model']);
    expect(model.requests[0]?.prompt).toContain('"amount": "$10.50"');
    const made = await database.db.select().from(videos).where(eq(videos.campaignId, campaignId));
    expect(made).toHaveLength(2);
    for (const video of made) expect(existsSync(join(mediaDir, video.mediaKey))).toBe(true);
    // Maria's video says the model's words, about twice as many as the template's that João's says.
    const lengthOf = (recipient: (typeof rows)[number] | undefined) => made.find((video) => video.id === recipient?.videoId)?.durationMs ?? 0;
    expect(lengthOf(rows[0])).toBeGreaterThan(lengthOf(rows[1]) + 3_000);
    expect((await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]?.status).toBe('completed');
  });
});

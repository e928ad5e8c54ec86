import { DEFAULT_CAMPAIGN_TEMPLATES } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, creditLedger } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { confirmCampaign } from '../../use-cases/campaigns/confirm-campaign';
import { changeCredits, creditBalance } from '../../use-cases/credits/change-credits';

/** Five customers with what the payment reminder needs, and one whose e-mail is a typo (skipped). */
const CUSTOMERS = Buffer.from(
  [
    'First name,Email,Amount,Due date,Payment link',
    'Ana,ana@example.com,$120.00,June 3,https://pay.example.com/a',
    'Bruno,bruno@example.com,$80.50,June 4,https://pay.example.com/b',
    'Carla,carla@example,$45.00,June 5,https://pay.example.com/c',
    'Diego,diego@example.com,$310.00,June 6,https://pay.example.com/d',
    'Elena,elena@example.com,$12.50,June 7,https://pay.example.com/e',
    'Fabio,fabio@example.com,$700.00,June 8,https://pay.example.com/f',
  ].join('\n'),
);
type ErrorJson = { error: { code: string; message: string } };

describe.each(DATABASE_KINDS)('confirming a campaign (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (user: SignedInUser, path: string, init: { method?: string; body?: BodyInit; json?: unknown } = {}) =>
    t.app.request(path, {
      method: init.method ?? 'GET',
      headers: signedInHeaders(user.cookie, init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.json === undefined ? (init.body === undefined ? {} : { body: init.body }) : { body: JSON.stringify(init.json) }),
    });
  /** A draft of the six customers with the English payment reminder: five rows will get a video. */
  async function draftOf(user: SignedInUser): Promise<string> {
    const form = new FormData();
    form.append('file', new File([CUSTOMERS], 'june.csv'));
    const made = await request(user, '/api/campaigns', { method: 'POST', body: form });
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const changed = await request(user, `/api/campaigns/${id}`, { method: 'PATCH', json: { template: DEFAULT_CAMPAIGN_TEMPLATES.en.payment_reminder } });
    expect(((await changed.json()) as { recipients_count: number }).recipients_count).toBe(5);
    return id;
  }
  const confirm = (user: SignedInUser, id: string) => request(user, `/api/campaigns/${id}/confirm`, { method: 'POST' });
  const buyStandard = (user: SignedInUser) => changeCredits(t.database.db, { userId: user.userId, delta: 50, reason: 'purchase', paymentRef: `standard-${user.userId}` });
  const recipientsOf = (id: string) => t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
  const statusOf = async (id: string) => (await t.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status;

  it('needs a Standard or Premium pack, and says so', async () => {
    const user = await signUp(t.app);
    const id = await draftOf(user);
    const refused = await confirm(user, id);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorJson).error).toEqual({ code: 'CAMPAIGN_PACK_REQUIRED', message: 'Personalized campaigns come with the Standard and Premium packs. Buy one to send this campaign.' });
    expect(await statusOf(id)).toBe('draft');
  });

  it('refuses with the shortfall when the balance pays for fewer rows, charging nothing', async () => {
    const user = await signUp(t.app);
    await buyStandard(user);
    // 51 credits, 48 spent elsewhere: 3 left for 5 rows.
    await changeCredits(t.database.db, { userId: user.userId, delta: -48, reason: 'generation' });
    const id = await draftOf(user);
    const refused = await confirm(user, id);
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as ErrorJson).error.message).toBe('This campaign needs 5 credits (one per video) and you have 3: buy 2 more to send it.');
    expect(await creditBalance(t.database.db, user.userId)).toBe(3);
    expect(await recipientsOf(id)).toEqual([]);
    expect(await statusOf(id)).toBe('draft');
  });

  it('charges one credit per row that gets a video, starts the campaign and queues it; twice at once charges once', async () => {
    const user = await signUp(t.app);
    await buyStandard(user);
    const id = await draftOf(user);
    const answers = await Promise.all([confirm(user, id), confirm(user, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409]);
    const accepted = answers.find((a) => a.status === 202);
    expect(await accepted?.json()).toEqual({ status: 'running', recipients_count: 5 });
    expect(await creditBalance(t.database.db, user.userId)).toBe(51 - 5);
    const rows = await recipientsOf(id);
    expect(rows.map((r) => r.rowNumber).sort((a, b) => a - b)).toEqual([2, 3, 5, 6, 7]);
    expect(rows.find((r) => r.rowNumber === 2)).toMatchObject({ status: 'pending', email: 'ana@example.com', variables: { first_name: 'Ana', amount: '$120.00', due_date: 'June 3', payment_link: 'https://pay.example.com/a' } });
    const charges = await t.database.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.userId), eq(creditLedger.reason, 'generation')));
    expect(charges.map((c) => c.jobId).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(await statusOf(id)).toBe('running');
    // Started: no more changes, and no second charge.
    expect((await request(user, `/api/campaigns/${id}`, { method: 'PATCH', json: { name: 'Later' } })).status).toBe(409);
    expect((await confirm(user, id)).status).toBe(409);
    expect(await creditBalance(t.database.db, user.userId)).toBe(46);
  });

  it('charges and writes the rows of the campaign as it starts, when a change lands between its read and its start', async () => {
    const user = await signUp(t.app);
    await buyStandard(user);
    const id = await draftOf(user);
    let changes = 0;
    const started = await confirmCampaign({
      db: t.database.db,
      mediaDir: t.mediaDir,
      userId: user.userId,
      campaignId: id,
      // The first read sees the payment reminder's five rows; then a greeting that needs only the name,
      // with no e-mail column, makes all six rows (Carla's typo no longer counts).
      afterRead: async () => {
        if (changes++ > 0) return;
        const greeting = { language: 'en', scenes: [{ kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}.' }] };
        const changed = await request(user, `/api/campaigns/${id}`, { method: 'PATCH', json: { template: greeting, mapping: { 0: 'first_name' } } });
        expect(((await changed.json()) as { recipients_count: number }).recipients_count).toBe(6);
      },
    });
    expect(started).toEqual({ recipients: 6 });
    expect(changes).toBe(2);
    const rows = await recipientsOf(id);
    expect(rows.map((r) => r.rowNumber).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(rows.every((r) => r.email === null && Object.keys(r.variables as object).join() === 'first_name')).toBe(true);
    expect(await creditBalance(t.database.db, user.userId)).toBe(51 - 6);
    expect(await statusOf(id)).toBe('running');
  });

  it('gives everything back when the campaign cannot be queued', async () => {
    const user = await signUp(t.app);
    await buyStandard(user);
    const id = await draftOf(user);
    const send = t.queue.send.bind(t.queue);
    t.queue.send = () => Promise.reject(new Error('the queue is down'));
    try {
      expect((await confirm(user, id)).status).toBe(500);
    } finally {
      t.queue.send = send;
    }
    expect(await statusOf(id)).toBe('draft');
    expect(await recipientsOf(id)).toEqual([]);
    expect(await creditBalance(t.database.db, user.userId)).toBe(51);
    // And it can be confirmed once the queue is back.
    expect((await confirm(user, id)).status).toBe(202);
    expect(await creditBalance(t.database.db, user.userId)).toBe(46);
  });

  it('pauses, resumes, and cancels for good with every unmade recipient refunded', async () => {
    const user = await signUp(t.app);
    await buyStandard(user);
    const id = await draftOf(user);
    const act = (action: string) => request(user, `/api/campaigns/${id}/${action}`, { method: 'POST' });
    expect((await act('pause')).status).toBe(409);
    expect((await confirm(user, id)).status).toBe(202);
    expect(await (await act('pause')).json()).toEqual({ status: 'paused', refunded: 0 });
    const again = await act('pause');
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.code).toBe('CAMPAIGN_NOT_RUNNING');
    expect(await (await act('resume')).json()).toEqual({ status: 'running', refunded: 0 });
    expect(((await (await act('resume')).json()) as ErrorJson).error.code).toBe('CAMPAIGN_NOT_PAUSED');
    expect(await creditBalance(t.database.db, user.userId)).toBe(46);
    // No worker runs here: all five are still waiting, and all five come back.
    expect(await (await act('cancel')).json()).toEqual({ status: 'cancelled', refunded: 5 });
    expect(await creditBalance(t.database.db, user.userId)).toBe(51);
    expect((await recipientsOf(id)).map((r) => r.status)).toEqual(Array(5).fill('cancelled'));
    expect((await act('cancel')).status).toBe(409);
    expect(await creditBalance(t.database.db, user.userId)).toBe(51);
  });

  it('is only the owner’s to confirm', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await buyStandard(other);
    const id = await draftOf(owner);
    expect((await confirm(other, id)).status).toBe(404);
    expect(await statusOf(id)).toBe('draft');
  });
});

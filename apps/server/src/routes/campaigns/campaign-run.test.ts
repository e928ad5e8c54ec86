import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { campaignRecipients, campaigns, videos } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';
import { changeCredits, creditBalance } from '../../use-cases/credits/change-credits';

/** Two customers, each with the offer the script names. */
const CUSTOMERS = Buffer.from(['First name,Email,Offer', 'Ana,ana@example.com,Double data for 3 months', 'Bruno,bruno@example.com,A free month of premium'].join('\n'));
const SCRIPT = {
  language: 'en',
  headline: 'Acme Mobile',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name}}!', narration: 'Hi {{first_name}}, this is Acme Mobile.' },
    { kind: 'benefit', title: 'Thank you for staying', narration: 'Thank you for staying with us this year.' },
    { kind: 'offer', title: '{{offer}}', narration: 'Here is your gift: {{offer}}.' },
  ],
};

describe.each(DATABASE_KINDS)('a confirmed campaign through the real queue and worker (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { worker: { allowHosts: [] } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is prepared once, makes one video per recipient, and completes', async () => {
    const user = await signUp(t.app);
    await changeCredits(t.database.db, { userId: user.userId, delta: 50, reason: 'purchase', paymentRef: `standard-${user.userId}` });
    const headers = signedInHeaders(user.cookie);
    const form = new FormData();
    form.append('file', new File([CUSTOMERS], 'gifts.csv'));
    form.append('format', '1:1');
    const { id } = (await (await t.app.request('/api/campaigns', { method: 'POST', headers, body: form })).json()) as { id: string };
    const changed = await t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ template: SCRIPT }) });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const confirmed = await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers });
    expect(await confirmed.json()).toEqual({ status: 'running', recipients_count: 2 });

    const deadline = Date.now() + 150_000;
    let status: string | undefined;
    while (Date.now() < deadline) {
      status = (await t.database.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status;
      if (status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe('completed');
    const rows = await t.database.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    expect(rows.map((r) => [r.rowNumber, r.status]).sort()).toEqual([
      [2, 'ready'],
      [3, 'ready'],
    ]);
    const made = await t.database.db.select().from(videos).where(eq(videos.campaignId, id));
    expect(made).toHaveLength(2);
    for (const video of made) {
      expect(video).toMatchObject({ width: 1080, height: 1080, language: 'en' });
      expect(readFileSync(join(t.mediaDir, video.mediaKey)).subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    expect(await creditBalance(t.database.db, user.userId)).toBe(51 - 2);
  });
});

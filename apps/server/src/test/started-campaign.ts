import { randomBytes } from 'node:crypto';
import { campaignRecipients, videos } from '@reelsmith/db';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { changeCredits } from '../use-cases/credits/change-credits';
import type { TestApp } from './app-harness';
import { signedInHeaders, type SignedInUser } from './auth-helpers';

/** A script that needs nothing but the first name (which has a fallback), so every row gets a video. */
const GREETING = {
  language: 'en',
  headline: 'Acme Mobile',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name|there}}!', narration: 'Hi {{first_name|there}}, this is Acme Mobile.' },
    { kind: 'offer', title: 'A gift for you', narration: 'Here is a gift for you.' },
  ],
};

/**
 * A campaign confirmed through the API from a CSV (the user is given a Standard pack), its rows
 * waiting as no worker runs here; the test then gives rows their outcome itself (giveVideo, or an
 * update). Returns the campaign's id and its rows in file order.
 */
export async function startedCampaign(
  t: TestApp,
  user: SignedInUser,
  options: { csv: string; name?: string; cta?: { label: string; url: string } },
): Promise<{ id: string; recipients: { id: string; rowNumber: number }[] }> {
  await changeCredits(t.database.db, { userId: user.userId, delta: 50, reason: 'purchase', paymentRef: `standard-${user.userId}` });
  const form = new FormData();
  form.append('file', new File([Buffer.from(options.csv)], 'customers.csv'));
  form.append('language', 'en');
  form.append('format', '1:1');
  if (options.name) form.append('name', options.name);
  const made = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(user.cookie), body: form });
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const json = signedInHeaders(user.cookie, { 'content-type': 'application/json' });
  const changed = await t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: json, body: JSON.stringify({ template: GREETING, cta: options.cta ?? null }) });
  expect(changed.status, await changed.clone().text()).toBe(200);
  const confirmed = await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers: signedInHeaders(user.cookie) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(202);
  const recipients = await t.database.db
    .select({ id: campaignRecipients.id, rowNumber: campaignRecipients.rowNumber })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, id))
    .orderBy(asc(campaignRecipients.rowNumber));
  return { id, recipients };
}

/** Makes a row 'ready' with a video row of its own, as the recipient job does (no media file: nothing here plays it). Returns the share slug. */
export async function giveVideo(t: TestApp, options: { userId: string; campaignId: string; recipientId: string; slug?: string }): Promise<string> {
  const slug = options.slug ?? randomBytes(9).toString('base64url');
  const key = randomBytes(18).toString('base64url');
  const [video] = await t.database.db
    .insert(videos)
    .values({
      userId: options.userId,
      campaignId: options.campaignId,
      title: 'Campaign video',
      format: '1:1',
      language: 'en',
      durationMs: 12_000,
      width: 1080,
      height: 1080,
      mediaKey: `videos/${key}.mp4`,
      posterKey: `videos/${key}.jpg`,
      shareSlug: slug,
    })
    .returning({ id: videos.id });
  await t.database.db.update(campaignRecipients).set({ status: 'ready', videoId: video!.id }).where(eq(campaignRecipients.id, options.recipientId));
  return slug;
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { campaignRecipients, campaigns, clips } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { changeCredits } from '../../use-cases/credits/change-credits';

type Details = {
  id: string;
  voice: string | null;
  status: string;
  personalization: string;
  product: unknown;
  product_images: string[];
  clip: unknown;
  counts: Record<string, number>;
  views: Record<string, number>;
  ai_available: boolean;
  confirmed_at: string | null;
  completed_at: string | null;
  preview: { status: string; row: number | null };
};
type ErrorJson = { error: { code: string; message: string } };

const CUSTOMERS = ['First name,Email', 'Ana,ana@example.com', 'Bruno,bruno@example.com', 'Carla,carla@example.com', 'Davi,davi@example.com'].join('\n');
const GREETING = {
  language: 'en',
  scenes: [
    { kind: 'hook', title: 'Hi {{first_name|there}}!', narration: 'Hi {{first_name|there}}, this is Acme.' },
    { kind: 'offer', title: 'A gift for you', narration: 'Here is a gift for you.' },
  ],
};

/** A small product photo, PNG or JPEG. */
function photo(format: 'png' | 'jpeg', colour: string): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 320, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function pictures(files: { bytes: Uint8Array; name: string }[]): FormData {
  const data = new FormData();
  for (const file of files) data.append('product_images', new File([new Uint8Array(file.bytes)], file.name));
  return data;
}

describe.each(DATABASE_KINDS)('a campaign’s details, product, personalization and clip (%s)', (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app, { name: 'Owner' });
    stranger = await signUp(t.app, { name: 'Stranger' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const json = (user: SignedInUser, language = 'en') => signedInHeaders(user.cookie, { 'content-type': 'application/json', 'accept-language': language });
  const get = async (id: string, user = owner) => (await t.app.request(`/api/campaigns/${id}`, { headers: signedInHeaders(user.cookie) })).json() as Promise<Details>;
  const patch = (id: string, body: unknown, user = owner, language = 'en') => t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: json(user, language), body: JSON.stringify(body) });

  async function draft(user = owner): Promise<string> {
    const form = new FormData();
    form.append('file', new File([Buffer.from(CUSTOMERS)], 'customers.csv'));
    form.append('format', '1:1');
    const made = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(user.cookie), body: form });
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await patch(id, { template: GREETING }, user)).status).toBe(200);
    return id;
  }

  it('counts recipients per status and how their videos were watched; the list says how many are ready', async () => {
    const user = await signUp(t.app);
    const id = await draft(user);
    const fresh = await get(id, user);
    expect(fresh).toMatchObject({ status: 'draft', counts: { pending: 0, rendering: 0, ready: 0, failed: 0, cancelled: 0 }, views: { opened: 0, played: 0, completed: 0 }, confirmed_at: null, completed_at: null });
    await changeCredits(t.database.db, { userId: user.userId, delta: 50, reason: 'purchase', paymentRef: `standard-${user.userId}` });
    expect((await t.app.request(`/api/campaigns/${id}/confirm`, { method: 'POST', headers: signedInHeaders(user.cookie) })).status).toBe(202);
    const rows = await t.database.db.select({ id: campaignRecipients.id }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, id)).orderBy(asc(campaignRecipients.rowNumber));
    expect(rows).toHaveLength(4);
    const now = new Date();
    const set = (index: number, values: Partial<typeof campaignRecipients.$inferInsert>) => t.database.db.update(campaignRecipients).set(values).where(eq(campaignRecipients.id, rows[index]!.id));
    await set(0, { status: 'ready', openedAt: now, playedAt: now, watchedPercent: 100 });
    await set(1, { status: 'ready', openedAt: now, watchedPercent: 0 });
    await set(2, { status: 'failed', errorType: 'render_failed' });
    await set(3, { status: 'rendering', openedAt: null });

    const details = await get(id, user);
    expect(details.counts).toEqual({ pending: 0, rendering: 1, ready: 2, failed: 1, cancelled: 0 });
    expect(details.views).toEqual({ opened: 2, played: 1, completed: 1 });
    expect(details.status).toBe('running');
    expect(Date.parse(details.confirmed_at ?? '')).toBeGreaterThan(0);
    expect(details.completed_at).toBeNull();

    const other = await draft(user);
    const list = (await (await t.app.request('/api/campaigns', { headers: signedInHeaders(user.cookie) })).json()) as { campaigns: { id: string; recipients_count: number; ready_count: number }[] };
    expect(list.campaigns.map(({ id: campaignId, recipients_count, ready_count }) => ({ campaignId, recipients_count, ready_count }))).toEqual([
      { campaignId: other, recipients_count: 4, ready_count: 0 },
      { campaignId: id, recipients_count: 4, ready_count: 2 },
    ]);
  });

  it('refuses personalization by AI when the server has no language model, in the caller’s language', async () => {
    const id = await draft();
    expect((await get(id)).ai_available).toBe(false);
    const refused = await patch(id, { personalization: 'ai' }, owner, 'es');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error).toEqual({ code: 'AI_UNAVAILABLE', message: 'Escribir cada video con IA no está disponible en este servidor. Usa la plantilla del guion.' });
    expect((await get(id)).personalization).toBe('template');
  });

  it('speaks in the voice chosen, clears a preview made with another, and takes no voice it does not have', async () => {
    const id = await draft();
    expect((await get(id)).voice).toBeNull();
    await t.database.db.update(campaigns).set({ previewStatus: 'failed', previewError: 'timeout' }).where(eq(campaigns.id, id));
    expect((await patch(id, { voice: 'male' })).status).toBe(200);
    expect(await get(id)).toMatchObject({ voice: 'male', preview: { status: 'none' } });
    expect((await patch(id, { voice: 'robot' })).status).toBe(400);
    expect((await patch(id, { voice: null })).status).toBe(200);
    expect((await get(id)).voice).toBeNull();
  });

  it('plays a clip only when it is the caller’s and ready', async () => {
    const id = await draft();
    const clip = (userId: string, status: string) => ({ userId, name: 'Intro', status, container: 'mp4', sizeBytes: 1000 });
    const [ready, processing, strangers] = await t.database.db
      .insert(clips)
      .values([clip(owner.userId, 'ready'), clip(owner.userId, 'processing'), clip(stranger.userId, 'ready')])
      .returning({ id: clips.id });
    const notYours = await patch(id, { clip: { clip_id: strangers!.id, position: 'start' } });
    expect(notYours.status).toBe(404);
    expect(((await notYours.json()) as ErrorJson).error.code).toBe('NOT_FOUND');
    const notReady = await patch(id, { clip: { clip_id: processing!.id, position: 'start' } });
    expect(notReady.status).toBe(409);
    expect(((await notReady.json()) as ErrorJson).error.code).toBe('CLIP_NOT_READY');
    expect((await get(id)).clip).toBeNull();
    const chosen = await patch(id, { clip: { clip_id: ready!.id, position: 'end' } });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as Details).clip).toEqual({ clip_id: ready!.id, position: 'end' });
    expect((await get(id)).clip).toEqual({ clip_id: ready!.id, position: 'end' });
    expect(((await (await patch(id, { clip: null })).json()) as Details).clip).toBeNull();
  });

  it('keeps a manual product’s pictures, serves them to the owner only, and refuses bad uploads', async () => {
    const id = await draft();
    const product = { source: 'manual', name: 'Aurora lamp', description: 'A desk lamp with five levels of light.' };
    expect(((await (await patch(id, { product })).json()) as Details).product).toEqual(product);
    const [png, jpeg] = await Promise.all([photo('png', '#d04a2f'), photo('jpeg', '#2f6fd0')]);
    const upload = (body: FormData, user = owner) => t.app.request(`/api/campaigns/${id}/product-images`, { method: 'POST', headers: signedInHeaders(user.cookie), body });

    const stored = await upload(pictures([{ bytes: png, name: 'front.png' }, { bytes: jpeg, name: 'side.jpg' }]));
    expect(stored.status, await stored.clone().text()).toBe(200);
    const urls = ((await stored.json()) as Details).product_images;
    expect(urls).toEqual([`/api/campaigns/${id}/product-images/1`, `/api/campaigns/${id}/product-images/2`]);
    const first = await t.app.request(urls[0]!, { headers: signedInHeaders(owner.cookie) });
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await first.arrayBuffer()).equals(png)).toBe(true);
    const second = await t.app.request(urls[1]!, { headers: signedInHeaders(owner.cookie) });
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await second.arrayBuffer()).equals(jpeg)).toBe(true);
    for (const path of [`/api/campaigns/${id}/product-images/3`, `/api/campaigns/${id}/product-images/0`, `/api/campaigns/${id}/product-images/x`]) {
      expect((await t.app.request(path, { headers: signedInHeaders(owner.cookie) })).status, path).toBe(404);
    }
    expect((await t.app.request(urls[0]!, { headers: signedInHeaders(stranger.cookie) })).status).toBe(404);

    // Refused uploads change nothing: a text file named like a picture, six pictures, someone else's campaign.
    const notPicture = await upload(pictures([{ bytes: Buffer.from('just text, not a picture'), name: 'photo.png' }]));
    expect(notPicture.status).toBe(415);
    expect(((await notPicture.json()) as ErrorJson).error.code).toBe('IMAGE_TYPE_INVALID');
    const six = await upload(pictures(Array.from({ length: 6 }, (_, i) => ({ bytes: png, name: `p${i}.png` }))));
    expect(six.status).toBe(400);
    expect(((await six.json()) as ErrorJson).error.code).toBe('TOO_MANY_IMAGES');
    const strangers = await upload(pictures([{ bytes: jpeg, name: 'mine.jpg' }]), stranger);
    expect(strangers.status).toBe(404);
    expect(((await strangers.json()) as ErrorJson).error.code).toBe('NOT_FOUND');
    expect((await get(id)).product_images).toEqual(urls);

    // A new upload replaces the pictures, and the old files go.
    const replaced = await upload(pictures([{ bytes: jpeg, name: 'only.jpg' }]));
    expect(((await replaced.json()) as Details).product_images).toEqual([`/api/campaigns/${id}/product-images/1`]);
    expect(readdirSync(join(t.mediaDir, 'campaigns', id, 'product'))).toHaveLength(1);
    const now = await t.app.request(`/api/campaigns/${id}/product-images/1`, { headers: signedInHeaders(owner.cookie) });
    expect(Buffer.from(await now.arrayBuffer()).equals(jpeg)).toBe(true);

    const url = { source: 'url', url: 'https://shop.example/p/aurora' };
    expect(((await (await patch(id, { product: url })).json()) as Details).product).toEqual(url);
    expect(((await (await patch(id, { product: null })).json()) as Details).product).toBeNull();
  });

  it('keeps what two uploads and a change of product made at once agree on, and no file the row does not name', async () => {
    const id = await draft();
    const [png, jpeg] = await Promise.all([photo('png', '#d04a2f'), photo('jpeg', '#2f6fd0')]);
    const upload = (files: { bytes: Uint8Array; name: string }[]) => t.app.request(`/api/campaigns/${id}/product-images`, { method: 'POST', headers: signedInHeaders(owner.cookie), body: pictures(files) });
    const product = { source: 'manual', name: 'Aurora lamp' };
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([upload([{ bytes: png, name: 'a.png' }]), upload([{ bytes: jpeg, name: 'b.jpg' }, { bytes: png, name: 'c.png' }]), patch(id, { product: { ...product, description: `Round ${round}` } })]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const [row] = await t.database.db.select({ product: campaigns.product }).from(campaigns).where(eq(campaigns.id, id));
      const stored = row?.product as { image_keys: string[]; name: string; description: string };
      // The PATCH kept the pictures of whichever upload came last, and that upload kept the PATCH's product.
      expect(stored).toMatchObject({ source: 'manual', name: 'Aurora lamp', description: `Round ${round}` });
      expect([1, 2]).toContain(stored.image_keys.length);
      expect(readdirSync(join(t.mediaDir, 'campaigns', id, 'product')).sort()).toEqual(stored.image_keys.map((key) => key.split('/').at(-1)).sort());
    }
  });
});

describe.each(DATABASE_KINDS)('a server with a language model (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { aiAvailable: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says AI is available and takes personalization by AI', async () => {
    const user = await signUp(t.app);
    const form = new FormData();
    form.append('file', new File([Buffer.from(CUSTOMERS)], 'customers.csv'));
    const made = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(user.cookie), body: form });
    const { id, ai_available } = (await made.json()) as Details;
    expect(ai_available).toBe(true);
    const changed = await t.app.request(`/api/campaigns/${id}`, { method: 'PATCH', headers: signedInHeaders(user.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ personalization: 'ai' }) });
    expect(changed.status).toBe(200);
    expect((await changed.json()) as Details).toMatchObject({ personalization: 'ai', ai_available: true });
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { accounts, apiKeys, campaigns, clips, sessions, videoJobs, videos } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-harness';
import { signedInHeaders, signUp, type SignedInUser } from '../test/auth-helpers';

/** Which of the owner's resources each route with an {id} is about. A new such route must be added here. */
const RESOURCE_OF_ROUTE: Record<string, 'job' | 'video' | 'apiKey' | 'campaign' | 'clip'> = {
  '/api/clips/{id}': 'clip',
  '/api/clips/{id}/file': 'clip',
  '/api/clips/{id}/poster': 'clip',
  '/api/jobs/{id}': 'job',
  '/api/jobs/{id}/cancel': 'job',
  '/api/videos/{id}': 'video',
  '/api/videos/{id}/file': 'video',
  '/api/videos/{id}/poster': 'video',
  '/api/videos/{id}/feedback': 'video',
  '/api/videos/{id}/formats': 'video',
  '/api/api-keys/{id}': 'apiKey',
  '/api/campaigns/{id}': 'campaign',
  '/api/campaigns/{id}/confirm': 'campaign',
  '/api/campaigns/{id}/pause': 'campaign',
  '/api/campaigns/{id}/resume': 'campaign',
  '/api/campaigns/{id}/cancel': 'campaign',
  '/api/campaigns/{id}/recipients': 'campaign',
  '/api/campaigns/{id}/views': 'campaign',
  '/api/campaigns/{id}/export': 'campaign',
  '/api/campaigns/{id}/preview': 'campaign',
  '/api/campaigns/{id}/product-images': 'campaign',
  '/api/campaigns/{id}/product-images/{n}': 'campaign',
};

/** A valid body for the routes that need one, so that only ownership can refuse the request. */
const BODY_OF_ROUTE: Record<string, unknown> = {
  'post /api/videos/{id}/feedback': { rating: 'up', category: 'video_quality', comment: 'Looks great' },
  'post /api/videos/{id}/formats': { format: '1:1' },
  'patch /api/campaigns/{id}': { name: 'Taken over' },
  'post /api/watch/{slug}/events': { kind: 'opened' },
};

/**
 * Routes anyone may call without signing in. The watch routes are public by design: a video's
 * unguessable share slug is the credential, and they answer only what the watch page shows.
 */
const PUBLIC_ROUTES = new Set([
  'get /api/health',
  'get /api/site-config',
  'get /api/blog',
  'post /api/events',
  'post /api/waitlist',
  'post /api/contact',
  'post /api/feedback/url-to-video',
  'get /api/plans',
  'post /api/webhooks/stripe',
  'get /api/watch/{slug}',
  'get /api/watch/{slug}/file',
  'get /api/watch/{slug}/poster',
  'post /api/watch/{slug}/events',
  'get /api/watch/{slug}/thumbnail.jpg',
  'get /api/unsubscribe/{token}',
  'post /api/unsubscribe/{token}',
]);

/** The share slug of the owner's video. */
const OWNER_SLUG = 'owner-slug';

type Operation = { method: string; path: string };

describe("another user's things", () => {
  let t: TestApp;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let operations: Operation[];
  const ids = { job: '', video: '', apiKey: '', campaign: '', clip: '' };
  const secrets: string[] = [];
  const ownerTitle = 'Owner-only product title 7d1e';

  beforeAll(async () => {
    t = await createTestApp('pglite');
    owner = await signUp(t.app, { name: 'Owner' });
    stranger = await signUp(t.app, { name: 'Stranger' });
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));

    // The owner's pending job (no worker runs here), finished video with its files, and API key.
    const created = await t.app.request('/api/videos/from-url', {
      method: 'POST',
      headers: signedInHeaders(owner.cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ product_url: 'https://shop.example/p/1', video_title: ownerTitle }),
    });
    expect(created.status).toBe(202);
    ids.job = ((await created.json()) as { job_id: string }).job_id;
    const [video] = await t.database.db
      .insert(videos)
      .values({ userId: owner.userId, title: ownerTitle, format: '9:16', language: 'en', durationMs: 1000, width: 1080, height: 1920, mediaKey: 'videos/owner-secret-key.mp4', posterKey: 'videos/owner-secret-key.jpg', shareSlug: OWNER_SLUG })
      .returning({ id: videos.id });
    ids.video = String(video?.id);
    for (const key of ['videos/owner-secret-key.mp4', 'videos/owner-secret-key.jpg']) {
      mkdirSync(dirname(join(t.mediaDir, key)), { recursive: true });
      // The poster is a real picture: the e-mail thumbnail (/thumbnail.jpg) is drawn from it.
      writeFileSync(join(t.mediaDir, key), key.endsWith('.jpg') ? await sharp({ create: { width: 90, height: 160, channels: 3, background: '#335' } }).jpeg().toBuffer() : 'owner media bytes');
    }
    const key = await t.app.request('/api/api-keys', { method: 'POST', headers: signedInHeaders(owner.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ name: 'Owner key' }) });
    expect(key.status).toBe(201);
    const createdKey = (await key.json()) as { id: string; key: string };
    ids.apiKey = createdKey.id;
    const form = new FormData();
    form.append('file', new File(['Name,Email\nAna Souza,ana@example.com\n'], 'customers.csv'));
    const campaign = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(owner.cookie), body: form });
    expect(campaign.status).toBe(201);
    ids.campaign = ((await campaign.json()) as { id: string }).id;
    // The owner's ready clip, its files in place.
    const [clip] = await t.database.db
      .insert(clips)
      .values({ userId: owner.userId, name: 'Owner clip', status: 'ready', container: 'mp4', sizeBytes: 100, mediaKey: 'clips/owner-secret-clip.mp4', posterKey: 'clips/owner-secret-clip.jpg', durationMs: 1000, width: 160, height: 120, hasAudio: true })
      .returning({ id: clips.id });
    ids.clip = String(clip?.id);
    for (const clipKey of ['clips/owner-secret-clip.mp4', 'clips/owner-secret-clip.jpg']) {
      mkdirSync(dirname(join(t.mediaDir, clipKey)), { recursive: true });
      writeFileSync(join(t.mediaDir, clipKey), 'owner clip bytes');
    }

    // What must never appear in any answer: the key, its hash, password hashes, session tokens.
    secrets.push(createdKey.key);
    for (const row of await t.database.db.select({ hash: apiKeys.hash }).from(apiKeys)) secrets.push(row.hash);
    for (const row of await t.database.db.select({ password: accounts.password }).from(accounts)) if (row.password) secrets.push(row.password);
    for (const row of await t.database.db.select({ token: sessions.token }).from(sessions)) secrets.push(row.token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route about one job, video or API key answers 404 to another user, and leaks nothing', async () => {
    const withId = operations.filter(({ path }) => path.includes('{id}'));
    expect(withId.length).toBeGreaterThanOrEqual(Object.keys(RESOURCE_OF_ROUTE).length);
    for (const { method, path } of withId) {
      const resource = RESOURCE_OF_ROUTE[path];
      expect(resource, `${method} ${path}: say which resource it serves in RESOURCE_OF_ROUTE`).toBeDefined();
      const body = BODY_OF_ROUTE[`${method} ${path}`];
      const response = await t.app.request(path.replace('{id}', ids[resource as keyof typeof ids]), {
        method: method.toUpperCase(),
        headers: signedInHeaders(stranger.cookie, body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBe(404);
      expect(JSON.parse(text)).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
    // Nothing of the owner's moved: the job still waits, the video and the key are still there.
    expect((await t.database.db.select().from(videoJobs).where(eq(videoJobs.id, ids.job)))[0]?.status).toBe('pending');
    expect(await t.database.db.select().from(videos).where(eq(videos.id, ids.video))).toHaveLength(1);
    expect((await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, ids.apiKey)))[0]?.revokedAt).toBeNull();
    expect((await t.database.db.select().from(campaigns).where(eq(campaigns.id, ids.campaign)))[0]).toMatchObject({ name: 'customers', status: 'draft' });
    expect(await t.database.db.select().from(clips).where(eq(clips.id, ids.clip))).toHaveLength(1);
  });

  it("the owner's own requests find them (the ids above are real)", async () => {
    for (const path of [`/api/jobs/${ids.job}`, `/api/videos/${ids.video}`, `/api/videos/${ids.video}/file`, `/api/videos/${ids.video}/poster`, `/api/campaigns/${ids.campaign}`, `/api/clips/${ids.clip}`, `/api/clips/${ids.clip}/file`]) {
      expect((await t.app.request(path, { headers: signedInHeaders(owner.cookie) })).status, path).toBe(200);
    }
    const list = await (await t.app.request('/api/videos', { headers: signedInHeaders(owner.cookie) })).text();
    expect(list).toContain(ownerTitle);
    const strangers = await (await t.app.request('/api/videos', { headers: signedInHeaders(stranger.cookie) })).text();
    expect(strangers).not.toContain(ownerTitle);
  });

  it('every route but the public ones answers 401 without a session', async () => {
    for (const { method, path } of operations) {
      if (PUBLIC_ROUTES.has(`${method} ${path}`) || path === '/api/openapi.json') continue;
      const response = await t.app.request(path.replace('{id}', ids.job), { method: method.toUpperCase(), headers: { 'accept-language': 'en' } });
      const text = await response.text();
      expect(response.status, `${method} ${path}: ${text}`).toBe(401);
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'No authentication session' } });
    }
  });

  it('the public routes are real, answer without a session, and a shared video shows nothing of its owner', async () => {
    const documented = new Set(operations.map(({ method, path }) => `${method} ${path}`));
    for (const route of PUBLIC_ROUTES) {
      expect(documented.has(route), `${route} is in the OpenAPI document`).toBe(true);
      const [method = '', path = ''] = route.split(' ');
      const body = BODY_OF_ROUTE[route];
      const response = await t.app.request(path.replace('{slug}', OWNER_SLUG), {
        method: method.toUpperCase(),
        headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      expect(response.status, `${route}: ${text}`).not.toBe(401);
      if (!path.includes('{slug}')) continue;
      expect(response.ok, `${route}: ${response.status} ${text}`).toBe(true);
      for (const secret of [owner.userId, owner.email, ids.video, 'owner-secret-key', ...secrets]) expect(text.includes(secret), `${route} shows ${secret}`).toBe(false);
    }
  });

  it('no answer to the owner ever carries a password hash, a session token, an API key or its hash', async () => {
    const reads = operations.filter(({ method }) => method === 'get');
    for (const { path } of reads) {
      const concrete = path.replace('{id}', ids[RESOURCE_OF_ROUTE[path] ?? 'job']).replace('{slug}', OWNER_SLUG);
      const response = await t.app.request(concrete, { headers: signedInHeaders(owner.cookie) });
      const text = await response.text();
      for (const secret of secrets) expect(text.includes(secret), `${concrete} shows a secret`).toBe(false);
      expect(text, concrete).not.toMatch(/"(password|token|hash|key_hash)"\s*:/i);
    }
    const me = await (await t.app.request('/api/me', { headers: signedInHeaders(owner.cookie) })).text();
    for (const secret of secrets) expect(me.includes(secret)).toBe(false);
  });
});

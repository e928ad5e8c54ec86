import { randomBytes } from 'node:crypto';
import { MAX_ACTIVE_API_KEYS, type ApiKey, type CreatedApiKey } from '@reelsmith/contracts';
import { apiKeys, users } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signedInHeaders, signUp } from '../../test/auth-helpers';
import { authenticateApiKey } from '../../use-cases/api-keys/authenticate-api-key';

/** Headers of a request made with an API key, the way an integration sends it: no cookie, no Origin. */
const withKey = (key: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, 'accept-language': 'en', ...extra });

describe.each(DATABASE_KINDS)('API keys on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
    Promise.resolve(
      t.app.request(path, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );

  async function createKey(cookie: string, name = 'Shop integration'): Promise<CreatedApiKey> {
    const response = await send('/api/api-keys', signedInHeaders(cookie), 'POST', { name });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedApiKey;
  }

  const listKeys = async (cookie: string) => {
    const response = await send('/api/api-keys', signedInHeaders(cookie));
    expect(response.status).toBe(200);
    return ((await response.json()) as { api_keys: ApiKey[] }).api_keys;
  };

  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

  it('shows a new key once, and the key alone makes a video job and follows it', async () => {
    const ana = await signUp(t.app, { name: 'Ana' });
    const response = await send('/api/api-keys', signedInHeaders(ana.cookie), 'POST', { name: '  Shop integration  ' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const created = (await response.json()) as CreatedApiKey;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Shop integration',
      prefix: expect.stringMatching(/^rsk_live_[\w-]{4}$/),
      key: expect.stringMatching(/^rsk_live_[\w-]{43}$/),
      created_at: expect.any(String),
      last_used_at: null,
    });
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const job = await send('/api/videos/from-url', withKey(created.key), 'POST', { product_url: 'https://shop.example.com/p/lamp', video_title: 'Lamp' });
    expect(job.status, await job.clone().text()).toBe(202);
    const { job_id: jobId } = (await job.json()) as { job_id: string };
    const status = await send(`/api/jobs/${jobId}`, withKey(created.key));
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ status: 'pending', result: null });
    expect(await (await send('/api/jobs/active', withKey(created.key))).json()).toMatchObject({ has_active_job: true, active_job: { job_id: jobId } });
    expect(await (await send('/api/videos', withKey(created.key))).json()).toMatchObject({ total: 0, videos: [] });
    expect(await (await send('/api/me', withKey(created.key))).json()).toMatchObject({ id: ana.userId, credits: 0 });
    expect(await (await send(`/api/jobs/${jobId}/cancel`, withKey(created.key), 'POST')).json()).toEqual({ ok: true, status: 'cancelled' });
    expect(await (await send('/api/me', withKey(created.key))).json()).toMatchObject({ credits: 1 });

    const [listed] = await listKeys(ana.cookie);
    expect(listed).toEqual({ id: created.id, name: 'Shop integration', prefix: created.prefix, created_at: created.created_at, last_used_at: expect.any(String) });
  });

  it('lists only the owner’s active keys, newest first, never the key or its hash', async () => {
    const bia = await signUp(t.app, { name: 'Bia' });
    const caio = await signUp(t.app, { name: 'Caio' });
    const first = await createKey(bia.cookie, 'First');
    const second = await createKey(bia.cookie, 'Second');
    const caios = await createKey(caio.cookie, 'Caio key');
    const stored = await t.database.db.select({ hash: apiKeys.hash }).from(apiKeys).where(eq(apiKeys.userId, bia.userId));
    expect(stored).toHaveLength(2);

    const response = await send('/api/api-keys', signedInHeaders(bia.cookie));
    const text = await response.text();
    expect((JSON.parse(text) as { api_keys: ApiKey[] }).api_keys.map((key) => key.name)).toEqual(['Second', 'First']);
    for (const secret of [first.key, second.key, caios.key, ...stored.map((row) => row.hash)]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/hash|"key"/);
    expect((await listKeys(caio.cookie)).map((key) => key.id)).toEqual([caios.id]);

    // Nothing else a key can reach shows the hash either.
    for (const path of ['/api/me', '/api/videos', '/api/jobs/active']) {
      const answer = await (await send(path, withKey(first.key))).text();
      for (const row of stored) expect(answer, path).not.toContain(row.hash);
    }
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    expect(Object.keys(doc.components.schemas.ApiKey?.properties ?? {})).toEqual(['id', 'name', 'prefix', 'created_at', 'last_used_at']);
    expect(Object.keys(doc.components.schemas.CreatedApiKey?.properties ?? {})).not.toContain('hash');
  });

  it('revokes a key: it answers 401 from then on, in the caller’s language, and is gone from the list', async () => {
    const davi = await signUp(t.app, { name: 'Davi' });
    const { id, key } = await createKey(davi.cookie);
    expect((await send('/api/jobs/active', withKey(key))).status).toBe(200);
    const revoked = await send(`/api/api-keys/${id}`, signedInHeaders(davi.cookie), 'DELETE');
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ ok: true });
    expect(await listKeys(davi.cookie)).toEqual([]);

    for (const [language, message] of [
      ['en', 'Invalid API key: it does not exist or has been revoked.'],
      ['es', 'Clave de API no válida: no existe o fue revocada.'],
      ['pt-BR', 'Chave de API inválida: ela não existe ou foi revogada.'],
    ] as const) {
      const refused = await send('/api/jobs/active', withKey(key, { 'accept-language': language }));
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(await refused.json()).toEqual({ error: { code: 'INVALID_API_KEY', message } });
    }
    const job = await send('/api/videos/from-url', withKey(key), 'POST', { product_url: 'https://shop.example.com/p/1' });
    expect(job.status).toBe(401);
    expect((await send(`/api/api-keys/${id}`, signedInHeaders(davi.cookie), 'DELETE')).status).toBe(404);
  });

  it('refuses unknown and malformed keys with 401', async () => {
    const unknown = `rsk_live_${randomBytes(32).toString('base64url')}`;
    for (const authorization of [`Bearer ${unknown}`, 'Bearer not-a-key', 'Bearer', `bearer   ${unknown}x`, `Bearer ${unknown} extra`]) {
      const response = await send('/api/jobs/active', { authorization, 'accept-language': 'en' });
      expect(response.status, authorization).toBe(401);
      expect((await errorOf(response)).code).toBe('INVALID_API_KEY');
    }
  });

  it('answers 404 when revoking another user’s key, or an id that is no key, and the key keeps working', async () => {
    const eva = await signUp(t.app, { name: 'Eva' });
    const fabio = await signUp(t.app, { name: 'Fábio' });
    const evas = await createKey(eva.cookie);
    for (const id of [evas.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await send(`/api/api-keys/${id}`, signedInHeaders(fabio.cookie), 'DELETE');
      expect(response.status, id).toBe(404);
      expect((await errorOf(response)).code).toBe('NOT_FOUND');
    }
    expect((await send('/api/jobs/active', withKey(evas.key))).status).toBe(200);
    expect(await listKeys(eva.cookie)).toHaveLength(1);
  });

  it('does not let a key manage keys, change the profile, pay or reach the accounts service — even beside a cookie', async () => {
    const gil = await signUp(t.app, { name: 'Gil' });
    const { id, key } = await createKey(gil.cookie);
    const attempts: [string, string, unknown?][] = [
      ['/api/api-keys', 'POST', { name: 'Minted by a leaked key' }],
      ['/api/api-keys', 'GET'],
      [`/api/api-keys/${id}`, 'DELETE'],
      ['/api/me', 'PATCH', { full_name: 'Taken over' }],
      ['/api/checkout', 'POST', { plan_id: 'basic', name_on_card: 'Gil', card_number: '4242424242424242', expiry: '12/39', cvc: '123' }],
      ['/api/auth/get-session', 'GET'],
      // Dot segments are resolved before routing, and the allow-list sees the path the router sees.
      ['/api/videos/%2e%2e/api-keys', 'POST', { name: 'Sneaked in' }],
      ['/api/auth/change-password', 'POST', { currentPassword: 'secret-pass', newPassword: 'another-pass' }],
    ];
    for (const headers of [withKey(key, { 'accept-language': 'es' }), withKey(key, { 'accept-language': 'es', cookie: gil.cookie, origin: 'http://localhost:3000' })]) {
      for (const [path, method, body] of attempts) {
        const response = await send(path, headers, method, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: 'API_KEY_NOT_ALLOWED', message: 'Las claves de API solo sirven para la API de videos, trabajos y campañas. Inicia sesión para hacer esto.' },
        });
      }
    }
    expect(await t.database.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.userId, gil.userId))).toEqual([{ id }]);
    const [account] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, gil.userId));
    expect(account?.name).toBe('Gil');
    expect(await (await send('/api/me', withKey(key))).json()).toMatchObject({ name: 'Gil', credits: 1 });
    // Public routes ignore a key they have no use for.
    expect((await send('/api/plans', withKey(key))).status).toBe(200);
  });

  it('lets the key decide who calls when a cookie comes too, with no fallback to the cookie', async () => {
    const hana = await signUp(t.app, { name: 'Hana' });
    const ivo = await signUp(t.app, { name: 'Ivo' });
    const ivos = await createKey(ivo.cookie);
    const both = await send('/api/me', withKey(ivos.key, { cookie: hana.cookie }));
    expect(await both.json()).toMatchObject({ id: ivo.userId, name: 'Ivo' });
    expect(both.headers.get('set-cookie')).toBeNull();
    const badKey = await send('/api/me', withKey('rsk_live_nope', { cookie: hana.cookie }));
    expect(badKey.status).toBe(401);
    expect((await errorOf(badKey)).code).toBe('INVALID_API_KEY');
  });

  it('records when a key was last used, at most once a minute', async () => {
    const jon = await signUp(t.app, { name: 'Jon' });
    const { id, key } = await createKey(jon.cookie);
    const lastUsed = async () => (await t.database.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)))[0]?.at;
    const start = new Date();
    expect((await authenticateApiKey({ db: t.database.db, key, now: start }))?.user.id).toBe(jon.userId);
    expect(await lastUsed()).toEqual(start);
    await authenticateApiKey({ db: t.database.db, key, now: new Date(start.getTime() + 59_000) });
    expect(await lastUsed()).toEqual(start);
    const later = new Date(start.getTime() + 61_000);
    await authenticateApiKey({ db: t.database.db, key, now: later });
    expect(await lastUsed()).toEqual(later);
  });

  it(`holds at most ${MAX_ACTIVE_API_KEYS} active keys per user, also under simultaneous requests`, async () => {
    const kai = await signUp(t.app, { name: 'Kai' });
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_API_KEYS + 5 }, (_, i) => send('/api/api-keys', signedInHeaders(kai.cookie), 'POST', { name: `Key ${i}` })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_ACTIVE_API_KEYS);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(5).fill(409));
    expect(await errorOf(refused[0] as Response)).toEqual({ code: 'API_KEY_LIMIT_REACHED', message: 'You can have at most 10 active API keys. Revoke one to create another.' });
    const keys = await listKeys(kai.cookie);
    expect(keys).toHaveLength(MAX_ACTIVE_API_KEYS);
    expect((await send(`/api/api-keys/${keys[0]?.id}`, signedInHeaders(kai.cookie), 'DELETE')).status).toBe(200);
    await createKey(kai.cookie, 'x'.repeat(60));
  });

  it.each([[{ name: '   ' }], [{ name: 'x'.repeat(61) }], [{}], [{ name: 42 }], [{ name: 'Ok', prefix: 'mine_' }]])('refuses a bad key request %j', async (body) => {
    const lia = await signUp(t.app);
    const response = await send('/api/api-keys', signedInHeaders(lia.cookie), 'POST', body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('VALIDATION_ERROR');
    expect(await listKeys(lia.cookie)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [['GET', '/api/api-keys'], ['POST', '/api/api-keys'], ['DELETE', '/api/api-keys/00000000-0000-4000-8000-000000000000']] as const) {
      const response = await send(path, { 'accept-language': 'pt-BR' }, method, method === 'POST' ? { name: 'x' } : undefined);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Nenhuma sessão de autenticação' } });
    }
  });

  it('removes a user’s keys with the user', async () => {
    const mel = await signUp(t.app);
    const { key } = await createKey(mel.cookie);
    await t.database.db.delete(users).where(eq(users.id, mel.userId));
    expect(await t.database.db.select().from(apiKeys).where(eq(apiKeys.userId, mel.userId))).toEqual([]);
    expect((await send('/api/jobs/active', withKey(key))).status).toBe(401);
  });
});

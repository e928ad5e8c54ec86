import { randomUUID } from 'node:crypto';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { campaigns, creditBalances, creditButtonClicks, creditLedger, inboundContacts, profiles, urlToVideoFeedback, users, videoFeedback, videoJobs, videos, waitlist } from '@reelsmith/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../test/auth-helpers';

/** A JSON route, a body it accepts, and the fields that take free text. */
interface JsonRoute {
  name: string;
  method: 'POST' | 'PATCH';
  path: () => string;
  signedIn: boolean;
  valid: () => Record<string, unknown>;
  textFields: string[];
}

// Fragments that would do harm if anything ran them: stored as they are, and run by nothing.
const SQL = `'); DROP TABLE waitlist; DELETE FROM credit_ledger; --`;
const SCRIPT = `<script>fetch('/api/me')</script><img src=x onerror=alert(1)>`;
const HOSTILE = `${SQL} ${SCRIPT}`;

type Body = string | Uint8Array<ArrayBuffer>;

describe.each(DATABASE_KINDS)('bad input on every JSON route (%s)', (kind) => {
  let t: TestApp;
  let ana: SignedInUser;
  let anaVideo: string;
  let anaCampaign: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ana = await signUp(t.app, { name: 'Ana' });
    const key = randomUUID();
    const [row] = await t.database.db
      .insert(videos)
      .values({ userId: ana.userId, title: 'Aurora', format: '9:16', language: 'en', durationMs: 15_000, width: 1080, height: 1920, mediaKey: `videos/${key}.mp4`, shareSlug: key })
      .returning({ id: videos.id });
    anaVideo = row!.id;
    const form = new FormData();
    form.append('file', new File(['Name,Email\nAna Souza,ana@example.com\n'], 'customers.csv'));
    const campaign = await t.app.request('/api/campaigns', { method: 'POST', headers: signedInHeaders(ana.cookie), body: form });
    expect(campaign.status).toBe(201);
    anaCampaign = ((await campaign.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const ROUTES: JsonRoute[] = [
    { name: 'from-url', method: 'POST', path: () => '/api/videos/from-url', signedIn: true, valid: () => ({ product_url: 'https://shop.example.com/p/1', video_title: 'Lamp', format: '1:1', language: 'es' }), textFields: ['video_title'] },
    { name: 'PATCH /api/me', method: 'PATCH', path: () => '/api/me', signedIn: true, valid: () => ({ full_name: 'Ana Lima' }), textFields: ['full_name'] },
    { name: 'contact', method: 'POST', path: () => '/api/contact', signedIn: false, valid: () => ({ email: 'ana@example.com', message: 'Hello there' }), textFields: ['message'] },
    { name: 'waitlist', method: 'POST', path: () => '/api/waitlist', signedIn: false, valid: () => ({ name: 'Ana', email: `ana-${randomUUID()}@example.com`, company: 'Lima Ltda' }), textFields: ['name', 'company'] },
    { name: 'url-to-video feedback', method: 'POST', path: () => '/api/feedback/url-to-video', signedIn: false, valid: () => ({ url: 'https://shop.example.com/p/2', feedback_text: 'Nice' }), textFields: ['feedback_text'] },
    { name: 'video feedback', method: 'POST', path: () => `/api/videos/${anaVideo}/feedback`, signedIn: true, valid: () => ({ rating: 'up', category: 'other', comment: 'Great' }), textFields: ['comment'] },
    { name: 'checkout', method: 'POST', path: () => '/api/checkout', signedIn: true, valid: () => ({ plan_id: 'basic', name_on_card: 'Ana Lima', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }), textFields: ['name_on_card'] },
    { name: 'credit-button-clicks', method: 'POST', path: () => '/api/credit-button-clicks', signedIn: true, valid: () => ({ button_location: 'header', plan_id: 'basic', currency: 'USD', page_url: 'https://reelsmith.example/credits', referrer_url: null }), textFields: ['button_location', 'page_url', 'referrer_url'] },
    { name: 'PATCH /api/campaigns/:id', method: 'PATCH', path: () => `/api/campaigns/${anaCampaign}`, signedIn: true, valid: () => ({ name: 'Clientes de agosto' }), textFields: ['name'] },
  ];

  const send = (route: JsonRoute, body: Body, contentType: string | null = 'application/json', language = 'en') => {
    const headers: Record<string, string> = { 'accept-language': language, ...(contentType ? { 'content-type': contentType } : {}) };
    return t.app.request(route.path(), { method: route.method, headers: route.signedIn ? signedInHeaders(ana.cookie, headers) : headers, body });
  };

  /** Every table a request could write, and Ana's own rows, as one comparable value. */
  async function snapshot() {
    const { db } = t.database;
    const tables = { waitlist, inboundContacts, urlToVideoFeedback, videoFeedback, creditButtonClicks, videoJobs, creditLedger, campaigns };
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) counts[name] = (await db.select({ n: count() }).from(table))[0]?.n ?? -1;
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, ana.userId));
    const [profile] = await db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, ana.userId));
    const [balance] = await db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, ana.userId));
    const [campaign] = await db.select({ name: campaigns.name, mapping: campaigns.mapping }).from(campaigns).where(eq(campaigns.userId, ana.userId));
    return { counts, name: user?.name, fullName: profile?.fullName, balance: balance?.balance, campaign };
  }

  /** A 4xx in the one error shape, as JSON, echoing no markup. */
  async function expectRefused(response: Response, label: string): Promise<{ code: string; message: string }> {
    const text = await response.text();
    expect(response.status, `${label}: ${text}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${label}: ${text}`).toBeLessThan(500);
    expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error: { code: string; message: string } };
    expect(body.error, label).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
    expect(body.error.message.length, label).toBeGreaterThan(0);
    expect(text, `${label} reflects markup`).not.toMatch(/[<>]/);
    return body.error;
  }

  /** The bad bodies for a route: each must be refused. */
  function badBodies(route: JsonRoute): [string, Body, string | null, number?][] {
    const valid = route.valid();
    const json = (value: unknown) => JSON.stringify(value);
    const cases: [string, Body, string | null, number?][] = [
      ['an empty object', '{}', 'application/json', 400],
      ['an array', json([valid]), 'application/json', 400],
      ['a number', '7', 'application/json', 400],
      ['null', 'null', 'application/json', 400],
      ['a string', json('text'), 'application/json', 400],
      ['true', 'true', 'application/json', 400],
      ['nothing', '', 'application/json', 400],
      ['broken JSON', '{"a": ', 'application/json', 400],
      ['a 2 MB body', json({ ...valid, [route.textFields[0]!]: 'x'.repeat(2 * 1024 * 1024) }), 'application/json', 413],
      ['text/plain', json(valid), 'text/plain', 415],
      ['a form', new URLSearchParams(valid as Record<string, string>).toString(), 'application/x-www-form-urlencoded', 415],
      ['no content type', new TextEncoder().encode(json(valid)), null, 415],
      ['an unknown key carrying markup', json({ [SCRIPT]: 1 }), 'application/json', 400],
    ];
    const marked = json({ ...valid, [route.textFields[0]!]: 'caf\u0001' });
    const [before, after] = marked.split('\\u0001') as [string, string];
    cases.push(['invalid UTF-8 bytes', new Uint8Array(Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(after)])), 'application/json', 400]);
    for (const field of Object.keys(valid)) {
      for (const wrong of [42, true, { a: 1 }, ['x'], -1.5]) cases.push([`${field} = ${json(wrong)}`, json({ ...valid, [field]: wrong }), 'application/json', 400]);
      const missing = { ...valid };
      delete missing[field];
      // A field may be optional; it is refused only when required (checked by status below).
      if (!['video_title', 'format', 'language', 'message', 'name', 'company', 'page_url', 'referrer_url'].includes(field)) cases.push([`no ${field}`, json(missing), 'application/json', 400]);
    }
    for (const field of route.textFields) {
      cases.push([`${field} with a NUL character`, json({ ...valid, [field]: 'Ana\u0000Lima' }), 'application/json', 400]);
      cases.push([`${field} of 60,000 characters`, json({ ...valid, [field]: 'y'.repeat(60_000) }), 'application/json', 400]);
    }
    return cases;
  }

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s refuses every bad body with a 4xx and writes nothing', async (_name, route) => {
    const before = await snapshot();
    for (const [label, body, contentType, status] of badBodies(route)) {
      const response = await send(route, body, contentType, 'es');
      const error = await expectRefused(response, `${route.name}: ${label}`);
      if (status) expect(response.status, `${route.name}: ${label} (${error.code})`).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers malformed ids and queries with a 4xx', async () => {
    const get = (path: string, method = 'GET') => t.app.request(path, { method, headers: signedInHeaders(ana.cookie) });
    for (const [path, method, status] of [
      ['/api/jobs/not-a-uuid', 'GET', 404],
      ['/api/jobs/not-a-uuid/cancel', 'POST', 404],
      [`/api/jobs/${encodeURIComponent("1' OR '1'='1")}/cancel`, 'POST', 404],
      [`/api/jobs/${encodeURIComponent('<script>alert(1)</script>')}`, 'GET', 404],
      ['/api/videos?page=-1&limit=100000', 'GET', 400],
      ['/api/videos?page=abc', 'GET', 400],
      ['/api/videos?page=1.5', 'GET', 400],
      ['/api/videos?limit=0', 'GET', 400],
      [`/api/videos?q=${'q'.repeat(201)}`, 'GET', 400],
      [`/api/videos/${encodeURIComponent('<b>x</b>')}`, 'DELETE', 404],
      [`/api/campaigns/${encodeURIComponent("1' OR '1'='1")}`, 'GET', 404],
      ['/api/campaigns/not-a-uuid', 'DELETE', 404],
      ['/api/campaigns?page=abc', 'GET', 400],
      ['/api/campaigns?limit=0', 'GET', 400],
    ] as const) {
      const response = await get(path, method);
      await expectRefused(response, path);
      expect(response.status, path).toBe(status);
    }
    const search = await get(`/api/videos?q=${encodeURIComponent(`%' OR 1=1 -- ${SCRIPT}`)}`);
    expect(search.status).toBe(200);
    expect(await search.json()).toMatchObject({ total: 0, videos: [] });
  });

  it('stores SQL and script fragments verbatim and runs none of them', async () => {
    const accepted = async (route: JsonRoute, body: Record<string, unknown>) => {
      const response = await send(route, JSON.stringify(body));
      const text = await response.text();
      expect(response.status, `${route.name}: ${text}`).toBeLessThan(300);
      // What comes back is data in JSON, never a page a browser would run.
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      return text;
    };
    const route = (name: string) => ROUTES.find((candidate) => candidate.name === name)!;
    const { db } = t.database;

    const me = await accepted(route('PATCH /api/me'), { full_name: HOSTILE.slice(0, 200) });
    expect(JSON.parse(me)).toMatchObject({ full_name: HOSTILE.slice(0, 200) });
    expect((await db.select().from(profiles).where(eq(profiles.userId, ana.userId)))[0]?.fullName).toBe(HOSTILE.slice(0, 200));

    await accepted(route('contact'), { email: 'sql@example.com', message: HOSTILE });
    expect((await db.select().from(inboundContacts).where(eq(inboundContacts.email, 'sql@example.com')))[0]?.message).toBe(HOSTILE);

    const email = `sql-${randomUUID()}@example.com`;
    await accepted(route('waitlist'), { name: SCRIPT, email, company: SQL });
    expect((await db.select().from(waitlist).where(eq(waitlist.email, email)))[0]).toMatchObject({ name: SCRIPT, company: SQL });

    await accepted(route('url-to-video feedback'), { url: 'https://shop.example.com/p/sql', feedback_text: HOSTILE });
    expect((await db.select().from(urlToVideoFeedback).where(eq(urlToVideoFeedback.url, 'https://shop.example.com/p/sql')))[0]?.feedbackText).toBe(HOSTILE);

    await accepted(route('video feedback'), { rating: 'down', category: 'other', comment: HOSTILE });
    expect((await db.select().from(videoFeedback).where(eq(videoFeedback.videoId, anaVideo))).map((row) => row.comment)).toContain(HOSTILE);

    await accepted(route('credit-button-clicks'), { button_location: SCRIPT.slice(0, 100), plan_id: 'basic', currency: 'USD', page_url: SQL, referrer_url: SCRIPT });
    expect((await db.select().from(creditButtonClicks).where(eq(creditButtonClicks.userId, ana.userId)))[0]).toMatchObject({ buttonLocation: SCRIPT.slice(0, 100), pageUrl: SQL, referrerUrl: SCRIPT });

    await accepted(route('checkout'), { plan_id: 'basic', name_on_card: HOSTILE.slice(0, 200), card_number: '4242424242424242', expiry: '12/39', cvc: '123' });

    await accepted(route('from-url'), { product_url: 'https://shop.example.com/p/1', video_title: HOSTILE.slice(0, 200) });
    expect((await db.select().from(videoJobs).where(eq(videoJobs.userId, ana.userId)))[0]?.title).toBe(HOSTILE.slice(0, 200));

    // Every table is still there and nothing was deleted.
    expect((await db.select({ n: count() }).from(waitlist))[0]?.n).toBeGreaterThan(0);
    expect((await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, ana.userId)))[0]?.n).toBeGreaterThanOrEqual(3);
  });
});

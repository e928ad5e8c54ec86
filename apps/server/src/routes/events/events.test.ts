import { analyticsEvents } from '@reelsmith/db';
import { DATABASE_KINDS } from '@reelsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';

describe.each(DATABASE_KINDS)('POST /api/events on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/api/events', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const rows = () => t.database.db.select().from(analyticsEvents);

  it('stores an anonymous visitor’s page view with its anonymous id and page', async () => {
    const response = await send({ name: 'page_view', properties: { page_path: '/es/blog', referrer: 'https://search.example/' }, anonymous_id: 'anon-1234abcd', page_url: 'http://localhost:3000/es/blog' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
    expect(await rows()).toEqual([
      expect.objectContaining({ name: 'page_view', userId: null, anonymousId: 'anon-1234abcd', pageUrl: 'http://localhost:3000/es/blog', properties: { page_path: '/es/blog', referrer: 'https://search.example/' } }),
    ]);
  });

  it('takes the user from the session, never from the event', async () => {
    const user = await signUp(t.app);
    const event = { name: 'insufficient_credits', properties: { generation_type: 'url', credits_available: 0, credits_needed: 1, user_action: 'shown' } };
    expect((await t.app.request('/api/events', { method: 'POST', headers: signedInHeaders(user.cookie, { 'content-type': 'application/json' }), body: JSON.stringify(event) })).status).toBe(202);
    const stored = (await rows()).find((row) => row.name === 'insufficient_credits');
    expect(stored).toMatchObject({ userId: user.userId, properties: event.properties });
    // A user id in the properties is not one of the event's own: refused.
    const forged = await send({ ...event, properties: { ...event.properties, user_id: user.userId } });
    expect(forged.status).toBe(400);
  });

  it.each([
    ['an unknown event', { name: 'purchase', properties: {} }],
    ['sign_up, which only the server records', { name: 'sign_up', properties: {} }],
    ['another event’s properties', { name: 'page_view', properties: { section_name: 'faq', page_path: '/', time_spent: 10 } }],
    ['a property of the wrong type', { name: 'section_view', properties: { section_name: 'faq', page_path: '/', time_spent: 'long' } }],
    ['a missing property', { name: 'booking_click', properties: { button_location: 'hero', page_path: '/' } }],
    ['a NUL in a label', { name: 'page_view', properties: { page_path: '/\u0000' } }],
    ['a malformed anonymous id', { name: 'page_view', properties: { page_path: '/' }, anonymous_id: '<script>' }],
    ['an unknown envelope field', { name: 'page_view', properties: { page_path: '/' }, user_id: 'someone' }],
    ['no properties', { name: 'page_view' }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const before = (await rows()).length;
    const response = await t.app.request('/api/events', jsonRequest('POST', body, 'pt-BR'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/VALIDATION_ERROR|INVALID_JSON|BAD_REQUEST/);
    expect((await rows()).length).toBe(before);
  });

  it('accepts every event of spec §3 a browser may send', async () => {
    const events = [
      { name: 'video_generation_attempt', properties: { generation_type: 'data', success: false, error_reason: 'INSUFFICIENT_CREDITS', video_title: null, user_credits_before: 0 } },
      { name: 'credits_purchase_funnel', properties: { action: 'payment_succeeded', credits_amount: 10, price_usd: 9, payment_method: 'test_card' } },
      { name: 'credit_button_click', properties: { button_location: 'pricing', plan_id: 'basic', plan_name: 'Basic', currency: 'USD', plan_price: 9, plan_credits: 10, page_url: '/credits' } },
      { name: 'contact_submission', properties: { is_authenticated: false, has_message: true } },
      { name: 'booking_click', properties: { button_location: 'hero', button_text: 'Book Demo', page_path: '/' } },
      { name: 'funnel_step', properties: { funnel_name: 'booking', step_name: 'widget_opened', step_number: 2, extra: { source: 'home' } } },
      { name: 'section_view', properties: { section_name: 'faq', page_path: '/', time_spent: 5_200 } },
    ];
    for (const event of events) expect((await send(event)).status, event.name).toBe(202);
    const contact = (await rows()).find((row) => row.name === 'contact_submission');
    // The spec's default source.
    expect(contact?.properties).toEqual({ is_authenticated: false, has_message: true, source: 'direct' });
  });
});

import { creditButtonClicks } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';

const GOOD_CARD = { plan_id: 'basic', name_on_card: 'Ana Souza', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe.each(['pglite', 'postgres'] as const)('packs and test-mode checkout on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(() => test.close());

  const checkout = async (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
    test.app.request('/api/checkout', { method: 'POST', headers: signedInHeaders(cookie, { 'content-type': 'application/json', ...headers }), body: JSON.stringify(body) });
  const credits = async (cookie: string) => ((await (await test.app.request('/api/me', { headers: signedInHeaders(cookie) })).json()) as { credits: number }).credits;

  it('lists the three packs in dollars, or in reais for Brazilian Portuguese', async () => {
    const dollars = (await (await test.app.request('/api/plans')).json()) as { plans: { id: string; credits: number; price: number; currency: string; best_value: boolean }[] };
    expect(dollars.plans.map((p) => [p.id, p.credits, p.price, p.currency, p.best_value])).toEqual([
      ['basic', 10, 9, 'USD', false],
      ['standard', 50, 39, 'USD', false],
      ['premium', 150, 99, 'USD', true],
    ]);
    const reais = (await (await test.app.request('/api/plans', { headers: { 'accept-language': 'pt-BR' } })).json()) as { plans: { price: number; currency: string }[] };
    expect(reais.plans.map((p) => `${p.price} ${p.currency}`)).toEqual(['49 BRL', '199 BRL', '499 BRL']);
  });

  it('grants a pack’s credits for the test card, once per idempotency key', async () => {
    const ana = await signUp(test.app);
    const paid = await checkout(ana.cookie, GOOD_CARD, { 'idempotency-key': 'order-1' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ ok: true, credits_added: 10, credits: 11 });
    const repeats = await Promise.all(Array.from({ length: 5 }, () => checkout(ana.cookie, GOOD_CARD, { 'idempotency-key': 'order-1' })));
    for (const repeat of repeats) expect(await repeat.json()).toMatchObject({ credits_added: 0, credits: 11 });
    expect(await (await checkout(ana.cookie, { ...GOOD_CARD, plan_id: 'standard' })).json()).toMatchObject({ credits_added: 50, credits: 61 });
    expect(await credits(ana.cookie)).toBe(61);
  });

  it('records a signed-in user’s click on a buy button, and only theirs', async () => {
    const carla = await signUp(test.app, { name: 'Carla' });
    const click = { button_location: 'dashboard', plan_id: 'premium', currency: 'BRL', page_url: 'http://localhost:3000/ptbr/credits' };
    const recorded = await test.app.request('/api/credit-button-clicks', { method: 'POST', headers: signedInHeaders(carla.cookie, { 'content-type': 'application/json', 'user-agent': 'TestBrowser/1' }), body: JSON.stringify(click) });
    expect(recorded.status).toBe(201);
    const rows = await test.database.db.select().from(creditButtonClicks).where(eq(creditButtonClicks.userId, carla.userId));
    expect(rows).toMatchObject([{ userEmail: carla.email, userName: 'Carla', buttonLocation: 'dashboard', planId: 'premium', currency: 'BRL', planPrice: '499.00', planCredits: 150, userAgent: 'TestBrowser/1' }]);
    const anonymous = await test.app.request('/api/credit-button-clicks', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(click) });
    expect(anonymous.status).toBe(401);
  });

  it('declines 4000 0000 0000 0002 and refuses a bad card form, in the buyer’s language, charging nothing', async () => {
    const bruno = await signUp(test.app);
    const declined = await checkout(bruno.cookie, { ...GOOD_CARD, card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ error: { code: 'CARD_DECLINED', message: 'Your card was declined. No charge was made; please try another card.' } });
    const cases: [Record<string, unknown>, string][] = [
      [{ card_number: '4242 4242 4242 4241' }, 'CARD_NUMBER_INVALID'],
      [{ card_number: 'abcd' }, 'CARD_NUMBER_INVALID'],
      [{ expiry: '01/20' }, 'CARD_EXPIRY_INVALID'],
      [{ expiry: '13/30' }, 'CARD_EXPIRY_INVALID'],
      [{ cvc: '12' }, 'CARD_CVC_INVALID'],
      [{ name_on_card: '   ' }, 'CARD_NAME_REQUIRED'],
      [{ plan_id: 'gold' }, 'PLAN_UNKNOWN'],
    ];
    for (const [change, code] of cases) {
      const refused = await checkout(bruno.cookie, { ...GOOD_CARD, ...change }, { 'accept-language': 'es' });
      expect(refused.status, code).toBe(400);
      const body = (await refused.json()) as { error: { code: string; message: string; details?: { message: string }[] } };
      expect(body.error.code, JSON.stringify(body)).toBe(code);
      expect(JSON.stringify(body), code).toMatch(code === 'CARD_EXPIRY_INVALID' ? /vencimiento/ : code === 'CARD_CVC_INVALID' ? /seguridad/ : /./);
    }
    expect(await credits(bruno.cookie)).toBe(1);
    const anonymous = await test.app.request('/api/checkout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(GOOD_CARD) });
    expect(anonymous.status).toBe(401);
  });
});

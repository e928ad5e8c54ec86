import { creditLedger } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signUp, signedInHeaders, type SignedInUser } from '../../test/auth-helpers';
import { TEST_WEBHOOK_SECRET, checkoutSessionEvent, useStripeTestApp, stripeSignature, type RecordedSession } from '../../test/fake-stripe-api';

const WEBHOOK_SECRET = TEST_WEBHOOK_SECRET;

describe.each(['pglite', 'postgres'] as const)('Stripe webhook on %s', (kind) => {
  const stripe = useStripeTestApp(kind);

  /** Opens a Checkout Session through the API, as the web app does, and returns what Stripe received. */
  const openSession = async (buyer: SignedInUser, planId = 'basic', language = 'en'): Promise<RecordedSession> => {
    const response = await stripe.test.app.request('/api/checkout/session', {
      method: 'POST',
      headers: signedInHeaders(buyer.cookie, { 'content-type': 'application/json', 'accept-language': language }),
      body: JSON.stringify({ plan_id: planId }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { session_id: sessionId } = (await response.json()) as { session_id: string };
    const recorded = stripe.stripeApi.sessions.find((session) => session.id === sessionId);
    if (!recorded) throw new Error(`Stripe never saw session ${sessionId}`);
    return recorded;
  };
  /** Delivers a webhook as Stripe does: raw JSON, no cookie, no Origin. */
  const deliver = (payload: string, headers: Record<string, string> = { 'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET) }) =>
    Promise.resolve(stripe.test.app.request('/api/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: payload }));
  const outcomeOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };
  const credits = async (buyer: SignedInUser) => ((await (await stripe.test.app.request('/api/me', { headers: signedInHeaders(buyer.cookie) })).json()) as { credits: number }).credits;
  const purchases = (sessionId: string) => stripe.test.database.db.select().from(creditLedger).where(eq(creditLedger.paymentRef, sessionId));

  it('grants a paid session’s pack once, whether Stripe replays the event or sends its async twin', async () => {
    const ana = await signUp(stripe.test.app);
    const session = await openSession(ana);
    const completed = checkoutSessionEvent(session);
    expect(await outcomeOf(await deliver(completed))).toBe('granted');
    expect(await credits(ana)).toBe(11);
    expect(await outcomeOf(await deliver(completed))).toBe('already_granted');
    expect(await outcomeOf(await deliver(checkoutSessionEvent(session, { type: 'checkout.session.async_payment_succeeded' })))).toBe('already_granted');
    expect(await credits(ana)).toBe(11);
    expect(await purchases(session.id)).toEqual([expect.objectContaining({ userId: ana.userId, delta: 10, reason: 'purchase', paymentRef: session.id, jobId: null })]);
  });

  it('grants once when five deliveries of the same payment arrive at the same time', async () => {
    const bruno = await signUp(stripe.test.app);
    const session = await openSession(bruno, 'standard');
    const deliveries = Array.from({ length: 5 }, (_, i) => checkoutSessionEvent(session, i % 2 === 0 ? {} : { type: 'checkout.session.async_payment_succeeded' }));
    const outcomes = await Promise.all((await Promise.all(deliveries.map((payload) => deliver(payload)))).map(outcomeOf));
    expect(outcomes.sort()).toEqual(['already_granted', 'already_granted', 'already_granted', 'already_granted', 'granted']);
    expect(await credits(bruno)).toBe(51);
    expect(await purchases(session.id)).toHaveLength(1);
  });

  it('refuses a wrong, missing or stale signature, or a changed body, with 400 and no credits', async () => {
    const carla = await signUp(stripe.test.app);
    const session = await openSession(carla);
    const payload = checkoutSessionEvent(session);
    const tampered = payload.replace('"credits":"10"', '"credits":"1000"');
    expect(tampered).not.toBe(payload);
    const refusals = [
      await deliver(payload, { 'stripe-signature': stripeSignature(payload, 'whsec_someone_else') }),
      await deliver(payload, {}),
      await deliver(payload, { 'stripe-signature': 'not a signature' }),
      // Stripe's tolerance is 5 minutes: an old capture replayed later is refused.
      await deliver(payload, { 'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 10 * 60) }),
      await deliver(tampered, { 'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET) }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: { code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is missing or invalid.' } });
    }
    expect(await credits(carla)).toBe(1);
    expect(await purchases(session.id)).toEqual([]);
  });

  it('needs no session and no Origin: a signed event is trusted for its signature alone', async () => {
    const dani = await signUp(stripe.test.app);
    const session = await openSession(dani, 'premium', 'pt-BR');
    expect(session.form['line_items[0][price_data][currency]']).toBe('brl');
    const payload = checkoutSessionEvent(session);
    // Whatever else comes along — a foreign Origin, a stranger's session cookie, a bogus API key —
    // neither signs the request in nor stops it: the signature is what counts.
    const stranger = await signUp(stripe.test.app);
    const signature = stripeSignature(payload, WEBHOOK_SECRET);
    expect(await outcomeOf(await deliver(payload, { 'stripe-signature': signature, origin: 'https://elsewhere.example', cookie: stranger.cookie }))).toBe('granted');
    expect(await outcomeOf(await deliver(payload, { 'stripe-signature': signature, authorization: 'Bearer not-a-key' }))).toBe('already_granted');
    expect(await credits(dani)).toBe(151);
    expect(await credits(stranger)).toBe(1);
  });

  it('waits for a delayed payment: a completed but unpaid session grants nothing until the money arrives', async () => {
    const eva = await signUp(stripe.test.app);
    const session = await openSession(eva, 'basic', 'pt-BR');
    expect(await outcomeOf(await deliver(checkoutSessionEvent(session, { paymentStatus: 'unpaid' })))).toBe('ignored');
    expect(await credits(eva)).toBe(1);
    expect(await outcomeOf(await deliver(checkoutSessionEvent(session, { type: 'checkout.session.async_payment_failed', paymentStatus: 'unpaid' })))).toBe('ignored');
    expect(await outcomeOf(await deliver(checkoutSessionEvent(session, { type: 'checkout.session.async_payment_succeeded' })))).toBe('granted');
    expect(await credits(eva)).toBe(11);
  });

  it('answers 200 without granting for an unknown pack, a missing user, foreign sessions and other events', async () => {
    const fabio = await signUp(stripe.test.app);
    const session = await openSession(fabio);
    const ours = { user_id: fabio.userId, plan_id: 'basic', credits: '10' };
    const cases: [string, string][] = [
      ['unknown pack', checkoutSessionEvent(session, { metadata: { ...ours, plan_id: 'gold' } })],
      ['missing user', checkoutSessionEvent(session, { metadata: { ...ours, user_id: 'no-such-user' }, clientReferenceId: 'no-such-user' })],
      ['client reference of someone else', checkoutSessionEvent(session, { clientReferenceId: 'someone-else' })],
      ['no metadata of ours', checkoutSessionEvent(session, { metadata: {}, clientReferenceId: null })],
      ['another event type', checkoutSessionEvent(session, { type: 'payment_intent.succeeded' })],
    ];
    for (const [name, payload] of cases) expect(await outcomeOf(await deliver(payload)), name).toBe('ignored');
    expect(await credits(fabio)).toBe(1);
    expect(await purchases(session.id)).toEqual([]);
  });
});

describe('Stripe webhook in test mode', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test?.close());

  it('is not there: 404, whatever is signed', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const response = await test.app.request('/api/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET) }, body: payload });
    expect(response.status).toBe(404);
    const plans = (await (await test.app.request('/api/plans')).json()) as { payment_provider: string };
    expect(plans.payment_provider).toBe('test');
    const buyer = await signUp(test.app);
    const session = await test.app.request('/api/checkout/session', { method: 'POST', headers: signedInHeaders(buyer.cookie, { 'content-type': 'application/json' }), body: JSON.stringify({ plan_id: 'basic' }) });
    expect(session.status).toBe(409);
    expect(((await session.json()) as { error: { code: string } }).error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_BASE_URL } from '../../test/app-harness';
import { signUp, signedInHeaders } from '../../test/auth-helpers';
import { useStripeTestApp } from '../../test/fake-stripe-api';

describe.each(['pglite', 'postgres'] as const)('Stripe Checkout sessions on %s', (kind) => {
  const stripe = useStripeTestApp(kind);

  const openSession = (cookie: string, body: unknown, language = 'en') =>
    stripe.test.app.request('/api/checkout/session', {
      method: 'POST',
      headers: signedInHeaders(cookie, { 'content-type': 'application/json', 'accept-language': language }),
      body: JSON.stringify(body),
    });

  it('opens a session at our price, marked with who buys what, and answers its page', async () => {
    const ana = await signUp(stripe.test.app);
    const response = await openSession(ana.cookie, { plan_id: 'basic' });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as { url: string; session_id: string };
    const recorded = stripe.stripeApi.sessions.at(-1);
    expect(body).toEqual({ url: `https://checkout.stripe.com/c/pay/${recorded?.id}`, session_id: recorded?.id });
    expect(recorded?.headers.authorization).toBe('Bearer sk_test_reelsmith');
    expect(recorded?.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '900',
      'line_items[0][price_data][product_data][name]': 'Reelsmith Basic pack: 10 videos',
      client_reference_id: ana.userId,
      customer_email: ana.email,
      'metadata[user_id]': ana.userId,
      'metadata[plan_id]': 'basic',
      'metadata[credits]': '10',
      locale: 'en',
      success_url: `${TEST_BASE_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_BASE_URL}/checkout?plan=basic`,
    });
  });

  it('charges reais in Brazilian Portuguese and brings the buyer back to the /ptbr pages', async () => {
    const bia = await signUp(stripe.test.app);
    expect((await openSession(bia.cookie, { plan_id: 'premium' }, 'pt-BR')).status).toBe(200);
    const form = stripe.stripeApi.sessions.at(-1)?.form ?? {};
    expect(form).toMatchObject({
      'line_items[0][price_data][currency]': 'brl',
      'line_items[0][price_data][unit_amount]': '49900',
      'line_items[0][price_data][product_data][name]': 'Pacote Premium da Reelsmith: 150 vídeos',
      'metadata[plan_id]': 'premium',
      'metadata[credits]': '150',
      locale: 'pt-BR',
      success_url: `${TEST_BASE_URL}/ptbr/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_BASE_URL}/ptbr/checkout?plan=premium`,
    });
    // Spanish pages sell in dollars, unless the page asked for a currency.
    expect((await openSession(bia.cookie, { plan_id: 'standard' }, 'es')).status).toBe(200);
    expect(stripe.stripeApi.sessions.at(-1)?.form).toMatchObject({ 'line_items[0][price_data][currency]': 'usd', 'line_items[0][price_data][unit_amount]': '3900', success_url: `${TEST_BASE_URL}/es/checkout/success?session_id={CHECKOUT_SESSION_ID}` });
    expect((await openSession(bia.cookie, { plan_id: 'standard', currency: 'BRL' }, 'es')).status).toBe(200);
    expect(stripe.stripeApi.sessions.at(-1)?.form).toMatchObject({ 'line_items[0][price_data][currency]': 'brl', 'line_items[0][price_data][unit_amount]': '19900' });
  });

  it('tells the web app to redirect, and turns the test card form away with a clear 409', async () => {
    const plans = (await (await stripe.test.app.request('/api/plans')).json()) as { payment_provider: string };
    expect(plans.payment_provider).toBe('stripe');
    const carla = await signUp(stripe.test.app);
    const card = await stripe.test.app.request('/api/checkout', {
      method: 'POST',
      headers: signedInHeaders(carla.cookie, { 'content-type': 'application/json' }),
      body: JSON.stringify({ plan_id: 'basic', name_on_card: 'Carla', card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }),
    });
    expect(card.status).toBe(409);
    expect(((await card.json()) as { error: { code: string } }).error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('needs a signed-in buyer and a known pack, and opens nothing otherwise', async () => {
    const before = stripe.stripeApi.sessions.length;
    const anonymous = await stripe.test.app.request('/api/checkout/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ plan_id: 'basic' }) });
    expect(anonymous.status).toBe(401);
    const dani = await signUp(stripe.test.app);
    const unknown = await openSession(dani.cookie, { plan_id: 'gold' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('PLAN_UNKNOWN');
    expect(stripe.stripeApi.sessions.length).toBe(before);
  });

  it('answers 503 in the buyer’s language when Stripe keeps failing', async () => {
    const eva = await signUp(stripe.test.app);
    // The SDK retries twice (with the same idempotency key) before giving up.
    stripe.stripeApi.failNext(500, 3);
    const failed = await openSession(eva.cookie, { plan_id: 'basic' }, 'es');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } });
  });
});

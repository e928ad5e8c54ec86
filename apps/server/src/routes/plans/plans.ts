import { createRoute, z } from '@hono/zod-openapi';
import {
  PLANS,
  checkoutResponseSchema,
  creditButtonClickRequestSchema,
  plansResponseSchema,
  stripeCheckoutRequestSchema,
  stripeCheckoutResponseSchema,
  testCheckoutRequestSchema,
  type Language,
} from '@reelsmith/contracts';
import { creditButtonClicks, type Db } from '@reelsmith/db';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../errors';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { payWithTestCard } from '../../use-cases/payments/pay-with-test-card';
import type { Payments } from '../../use-cases/payments/payments';
import { startStripeCheckout } from '../../use-cases/payments/start-stripe-checkout';

/** Packs are priced in reais for Brazilian Portuguese and in dollars otherwise. */
const currencyFor = (language: Language) => (language === 'pt-BR' ? 'BRL' : 'USD');

const getPlans = createRoute({
  method: 'get',
  path: '/plans',
  summary: 'The credit packs, priced in BRL for Brazilian Portuguese and USD otherwise (or ?currency=)',
  request: { query: z.object({ currency: z.enum(['USD', 'BRL']).optional() }) },
  responses: { 200: jsonResponse(plansResponseSchema, 'Packs') },
});
const postCheckout = createRoute({
  method: 'post',
  path: '/checkout',
  summary: 'Buy a pack with the built-in test-mode card form (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined); only when no Stripe key is set',
  request: { body: { required: true, content: { 'application/json': { schema: testCheckoutRequestSchema } } } },
  responses: {
    200: jsonResponse(checkoutResponseSchema, 'Paid: the credits are on the balance'),
    400: errorResponse('PLAN_UNKNOWN, CARD_NAME_REQUIRED, CARD_NUMBER_INVALID, CARD_EXPIRY_INVALID, CARD_CVC_INVALID'),
    401: errorResponse('UNAUTHENTICATED'),
    402: errorResponse('CARD_DECLINED'),
    409: errorResponse('PAYMENT_METHOD_UNAVAILABLE: payments go through Stripe Checkout (POST /api/checkout/session)'),
  },
});
const postCheckoutSession = createRoute({
  method: 'post',
  path: '/checkout/session',
  summary: 'Open a Stripe Checkout Session for a pack and answer its page to redirect to; the credits come with Stripe’s webhook',
  request: { body: { required: true, content: { 'application/json': { schema: stripeCheckoutRequestSchema } } } },
  responses: {
    200: jsonResponse(stripeCheckoutResponseSchema, 'The Stripe Checkout page'),
    400: errorResponse('PLAN_UNKNOWN'),
    401: errorResponse('UNAUTHENTICATED'),
    409: errorResponse('PAYMENT_METHOD_UNAVAILABLE: no Stripe key is set; use the card form (POST /api/checkout)'),
    503: errorResponse('SERVICE_UNAVAILABLE: Stripe could not be reached'),
  },
});

const postClick = createRoute({
  method: 'post',
  path: '/credit-button-clicks',
  summary: 'Record a signed-in user’s click on a buy-credits button (spec §3 credit_button_clicks)',
  request: { body: { required: true, content: { 'application/json': { schema: creditButtonClickRequestSchema } } } },
  responses: { 201: jsonResponse(z.object({ ok: z.literal(true) }), 'Recorded'), 400: errorResponse('VALIDATION_ERROR'), 401: errorResponse('UNAUTHENTICATED') },
});

/** Refuses a payment flow the server does not run, before its body is read, so the web app learns to reload. */
function onlyWith(provider: Payments['kind'], payments: Payments): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST' && payments.kind !== provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', { internalMessage: `${provider} checkout requested while ${payments.kind} payments are active` });
    await next();
  };
}

/** GET /api/plans, POST /api/checkout (test mode), POST /api/checkout/session (Stripe), POST /api/credit-button-clicks */
export function planRoutes(deps: { db: Db; payments: Payments }) {
  const { payments } = deps;
  const router = createRouter();
  router.use('/checkout', onlyWith('test', payments));
  router.use('/checkout/session', onlyWith('stripe', payments));
  return router
    .openapi(getPlans, (c) => {
      const currency = c.req.valid('query').currency ?? currencyFor(c.get('language'));
      const plans = PLANS.map((plan) => ({
        id: plan.id,
        name: plan.name,
        credits: plan.credits,
        price: plan.price[currency],
        currency,
        best_value: plan.bestValue,
        features: { no_watermark: true, bulk: plan.bulk, live_support: plan.liveSupport },
      }));
      return c.json({ plans, payment_provider: payments.kind }, 200);
    })
    .openapi(postClick, async (c) => {
      const user = requireUser(c);
      const click = c.req.valid('json');
      const plan = PLANS.find((candidate) => candidate.id === click.plan_id) ?? PLANS[0];
      await deps.db.insert(creditButtonClicks).values({
        userId: user.id,
        userEmail: user.email,
        userName: user.name,
        buttonLocation: click.button_location,
        planId: plan.id,
        currency: click.currency,
        planPrice: String(plan.price[click.currency]),
        planCredits: plan.credits,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
        pageUrl: click.page_url ?? null,
        referrerUrl: click.referrer_url ?? null,
      });
      return c.json({ ok: true as const }, 201);
    })
    .openapi(postCheckout, async (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json');
      const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 200);
      const paid = await payWithTestCard({
        db: deps.db,
        userId: user.id,
        card: { planId: body.plan_id, cardNumber: body.card_number, expiry: body.expiry },
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return c.json({ ok: true as const, payment_id: paid.paymentId, credits_added: paid.creditsAdded, credits: paid.credits }, 200);
    })
    .openapi(postCheckoutSession, async (c) => {
      const user = requireUser(c);
      if (payments.kind !== 'stripe') throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      const body = c.req.valid('json');
      const language = c.get('language');
      const session = await startStripeCheckout({ stripe: payments, user, planId: body.plan_id, currency: body.currency ?? currencyFor(language), language });
      return c.json({ url: session.url, session_id: session.sessionId }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '@reelsmith/db';
import { AppError } from '../../errors';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { grantCheckoutCredits } from '../../use-cases/payments/grant-checkout-credits';
import type { Payments } from '../../use-cases/payments/payments';

const webhookAnswerSchema = z
  .object({ received: z.literal(true), outcome: z.enum(['granted', 'already_granted', 'ignored']) })
  .meta({ id: 'StripeWebhookAnswer' });

// No request schema on purpose: the signature covers the exact bytes Stripe sent, so the body is
// read raw and parsed only by the SDK, after the signature checks out.
const postStripeWebhook = createRoute({
  method: 'post',
  path: '/stripe',
  summary: 'Stripe’s webhook (signed with Stripe-Signature): a paid Checkout Session grants its pack once',
  responses: {
    200: jsonResponse(webhookAnswerSchema, 'Handled (also a repeat, or an event of no interest)'),
    400: errorResponse('WEBHOOK_SIGNATURE_INVALID'),
    404: errorResponse('NOT_FOUND: Stripe is not configured'),
  },
});

/**
 * POST /api/webhooks/stripe. Called by Stripe, not a browser: no session, no cookie and no Origin,
 * so it is trusted for its signature alone.
 */
export function webhookRoutes(deps: { db: Db; payments: Payments }) {
  return createRouter().openapi(postStripeWebhook, async (c) => {
    const { payments } = deps;
    if (payments.kind !== 'stripe') throw new AppError('NOT_FOUND', { internalMessage: 'Stripe webhook called but no Stripe key is set' });
    const logger = c.get('logger');
    const payload = new Uint8Array(await c.req.arrayBuffer());
    const event = await payments.readWebhookEvent({ payload, signature: c.req.header('stripe-signature') }).catch((error: unknown) => {
      logger.warn({ err: error instanceof AppError ? error.message : error }, 'Stripe webhook with a missing or bad signature refused');
      throw error;
    });
    if (event.kind === 'ignored') {
      logger.info({ stripeEvent: event.eventId, type: event.eventType, reason: event.reason }, 'Stripe event ignored');
      return c.json({ received: true as const, outcome: 'ignored' as const }, 200);
    }
    const outcome = await grantCheckoutCredits({ db: deps.db, logger: logger.child({ stripeEvent: event.eventId, type: event.eventType }), payment: event });
    return c.json({ received: true as const, outcome }, 200);
  });
}

import type { Language, PlanId } from '@reelsmith/contracts';
import { createStripeCheckout } from './stripe-checkout';

/** How packs are paid for, as configured (env.ts): Stripe when a key is set, else the test-mode card form. */
export type PaymentsConfig = { provider: 'test' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBaseUrl?: string };

/** What a Stripe Checkout Session is asked to sell: one pack, to one signed-in user. */
export interface CheckoutSessionRequest {
  userId: string;
  email: string;
  planId: PlanId;
  credits: number;
  currency: 'USD' | 'BRL';
  /** The price in the currency's minor unit (cents, centavos). */
  unitAmount: number;
  /** The line item's name on Stripe's page and receipt. */
  productName: string;
  /** Stripe's page speaks the buyer's language. */
  language: Language;
  successUrl: string;
  cancelUrl: string;
}

/** A verified webhook event, reduced to what granting credits needs. */
export type CheckoutEvent =
  | {
      kind: 'paid';
      eventId: string;
      eventType: string;
      sessionId: string;
      /** What we put on the session when we created it (user_id, plan_id, credits). */
      metadata: Record<string, string>;
      clientReferenceId: string | null;
    }
  | { kind: 'ignored'; eventId: string; eventType: string; reason: string };

/** Stripe Checkout: the buyer pays on Stripe's page, and a signed webhook tells us. */
export interface StripeCheckout {
  kind: 'stripe';
  /** Where Stripe sends the buyer back to (PUBLIC_URL). */
  publicUrl: string;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;
  /** Checks the raw body against its Stripe-Signature header; a bad one is WEBHOOK_SIGNATURE_INVALID. */
  readWebhookEvent(params: { payload: Uint8Array; signature: string | undefined }): Promise<CheckoutEvent>;
}

/** The payment provider the app runs with: the built-in test-mode card form, or Stripe Checkout. */
export type Payments = { kind: 'test' } | StripeCheckout;

/** Builds the configured provider once, at the composition root. */
export function createPayments(config: PaymentsConfig, options: { publicUrl: string }): Payments {
  if (config.provider === 'test') return { kind: 'test' };
  return createStripeCheckout({ ...config, publicUrl: options.publicUrl });
}

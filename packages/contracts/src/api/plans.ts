import { z } from 'zod';

/** The credit packs (DESIGN.md): videos each, price in US dollars and in reais. */
export const PLANS = [
  { id: 'basic', name: 'Basic', credits: 10, price: { USD: 9, BRL: 49 }, bestValue: false, bulk: false, liveSupport: false },
  { id: 'standard', name: 'Standard', credits: 50, price: { USD: 39, BRL: 199 }, bestValue: false, bulk: true, liveSupport: false },
  { id: 'premium', name: 'Premium', credits: 150, price: { USD: 99, BRL: 499 }, bestValue: true, bulk: true, liveSupport: true },
] as const;

/** A pack's id. */
export type PlanId = (typeof PLANS)[number]['id'];
/** Currencies packs are sold in: BRL on Brazilian Portuguese pages, USD elsewhere. */
export const PLAN_CURRENCIES = ['USD', 'BRL'] as const;

/** One pack as GET /api/plans answers it. */
export const planSchema = z
  .object({
    id: z.enum(['basic', 'standard', 'premium']),
    name: z.string(),
    credits: z.number().int(),
    price: z.number(),
    currency: z.enum(PLAN_CURRENCIES),
    best_value: z.boolean(),
    features: z.object({ no_watermark: z.boolean(), bulk: z.boolean(), live_support: z.boolean() }),
  })
  .meta({ id: 'Plan' });

/**
 * How packs are paid for: `stripe` (POST /api/checkout/session, then a redirect to Stripe Checkout)
 * when the server has a Stripe key, else `test` (the built-in card form, POST /api/checkout).
 */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
/** The active payment provider. */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/plans answer: the packs, and which payment flow the web app should offer. */
export const plansResponseSchema = z
  .object({ plans: z.array(planSchema), payment_provider: z.enum(PAYMENT_PROVIDERS) })
  .meta({ id: 'PlansResponse' });

/** POST /api/checkout/session body: the pack; its currency follows the caller's language unless given. */
export const stripeCheckoutRequestSchema = z
  .object({
    plan_id: z.enum(['basic', 'standard', 'premium'], { error: 'PLAN_UNKNOWN' }),
    currency: z.enum(PLAN_CURRENCIES).optional(),
  })
  .meta({ id: 'StripeCheckoutRequest' });

/** POST /api/checkout/session answer: the Stripe Checkout page to send the buyer to. */
export const stripeCheckoutResponseSchema = z
  .object({ url: z.url(), session_id: z.string() })
  .meta({ id: 'StripeCheckoutResponse' });

/** Luhn's check digit rule, which every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * POST /api/checkout body for the built-in test-mode payments (spec's card form): the pack, the
 * name on the card, its number (spaces allowed, Luhn-valid), expiry MM/YY in the future, CVC 3–4.
 */
export const testCheckoutRequestSchema = z
  .object({
    plan_id: z.enum(['basic', 'standard', 'premium'], { error: 'PLAN_UNKNOWN' }),
    currency: z.enum(PLAN_CURRENCIES).default('USD'),
    name_on_card: z.string({ error: 'CARD_NAME_REQUIRED' }).trim().min(1, { error: 'CARD_NAME_REQUIRED' }).max(200),
    card_number: z
      .string({ error: 'CARD_NUMBER_INVALID' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => /^\d{12,19}$/.test(value) && passesLuhn(value), { error: 'CARD_NUMBER_INVALID' }),
    expiry: z.string({ error: 'CARD_EXPIRY_INVALID' }).trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, { error: 'CARD_EXPIRY_INVALID' }),
    cvc: z.string({ error: 'CARD_CVC_INVALID' }).trim().regex(/^\d{3,4}$/, { error: 'CARD_CVC_INVALID' }),
  })
  .meta({ id: 'TestCheckoutRequest' });

/** POST /api/checkout answer: the credits granted and the new balance. */
export const checkoutResponseSchema = z
  .object({ ok: z.literal(true), payment_id: z.string(), credits_added: z.number().int(), credits: z.number().int() })
  .meta({ id: 'CheckoutResponse' });

/** POST /api/credit-button-clicks body: which buy button a signed-in user pressed (spec §3). */
export const creditButtonClickRequestSchema = z
  .object({
    button_location: z.string().trim().min(1).max(100),
    plan_id: z.enum(['basic', 'standard', 'premium'], { error: 'PLAN_UNKNOWN' }),
    currency: z.enum(PLAN_CURRENCIES),
    page_url: z.string().trim().max(2_000).nullish(),
    referrer_url: z.string().trim().max(2_000).nullish(),
  })
  .meta({ id: 'CreditButtonClickRequest' });

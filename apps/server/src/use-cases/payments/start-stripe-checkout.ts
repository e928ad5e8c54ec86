import { PAGE_ROUTES, PLANS, localizePath, translate, type Language, type PlanId } from '@reelsmith/contracts';
import { AppError } from '../../errors';
import type { StripeCheckout } from './payments';

/** Stripe replaces this with the session's id in the success URL. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Opens a Stripe Checkout Session for one pack at our price in the buyer's currency, marked with
 * who buys what (metadata, client_reference_id) so the webhook can grant the credits. The buyer
 * comes back to the web app's checkout pages in the language they bought in.
 */
export async function startStripeCheckout(options: {
  stripe: StripeCheckout;
  user: { id: string; email: string };
  planId: PlanId;
  currency: 'USD' | 'BRL';
  language: Language;
}): Promise<{ url: string; sessionId: string }> {
  const plan = PLANS.find((candidate) => candidate.id === options.planId);
  if (!plan) throw new AppError('PLAN_UNKNOWN');
  const page = (path: string) => `${options.stripe.publicUrl}${localizePath(path, options.language)}`;
  const session = await options.stripe.createCheckoutSession({
    userId: options.user.id,
    email: options.user.email,
    planId: plan.id,
    credits: plan.credits,
    currency: options.currency,
    // Both currencies have two decimals; the prices are whole units today, but never trust floats.
    unitAmount: Math.round(plan.price[options.currency] * 100),
    productName: translate(options.language, 'payments.pack_name', { name: plan.name, credits: plan.credits }),
    language: options.language,
    successUrl: `${page(PAGE_ROUTES.checkoutSuccess)}?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${page(PAGE_ROUTES.checkout)}?plan=${plan.id}`,
  });
  return { url: session.url, sessionId: session.id };
}

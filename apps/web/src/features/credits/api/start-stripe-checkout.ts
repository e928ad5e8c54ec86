import type { PlanId } from '@reelsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlanCurrency } from '../utils/price';

/** POST /api/checkout/session answer: the Stripe Checkout page to send the buyer to. */
export interface StripeCheckoutSession {
  url: string;
  session_id: string;
}

/** Opens a Stripe Checkout Session for a pack. */
export function startStripeCheckout(planId: PlanId, currency: PlanCurrency): Promise<StripeCheckoutSession> {
  return api<StripeCheckoutSession>('/api/checkout/session', { json: { plan_id: planId, currency } });
}

/** Opening a Stripe Checkout Session as a mutation. */
export function useStartStripeCheckout() {
  return useMutation({ mutationFn: ({ planId, currency }: { planId: PlanId; currency: PlanCurrency }) => startStripeCheckout(planId, currency) });
}

import type { PlanId } from '@reelsmith/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlanCurrency } from '../utils/price';

/** The card form as POST /api/checkout takes it (test-mode payments). */
export interface TestCardPayment {
  plan_id: PlanId;
  currency: PlanCurrency;
  name_on_card: string;
  card_number: string;
  expiry: string;
  cvc: string;
}

/** POST /api/checkout answer: the credits granted and the new balance. */
export interface CheckoutResult {
  ok: true;
  payment_id: string;
  credits_added: number;
  credits: number;
}

/** Pays for a pack with the built-in test-mode card form; the same key never pays twice. */
export function payWithTestCard(payment: TestCardPayment, idempotencyKey: string): Promise<CheckoutResult> {
  return api<CheckoutResult>('/api/checkout', { json: payment, headers: { 'idempotency-key': idempotencyKey } });
}

/** The test-mode payment as a mutation. */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: ({ payment, idempotencyKey }: { payment: TestCardPayment; idempotencyKey: string }) => payWithTestCard(payment, idempotencyKey),
  });
}

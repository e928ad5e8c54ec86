import { randomUUID } from 'node:crypto';
import { PLANS, type PlanId } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { AppError } from '../../errors';
import { changeCredits, creditBalance } from '../credits/change-credits';

/** The test card that is always declined (the same as Stripe's test mode). */
export const DECLINED_TEST_CARD = '4000000000000002';

/** A card as the checkout form sends it, already checked for shape (contracts). */
export interface TestCard {
  planId: PlanId;
  cardNumber: string;
  /** MM/YY */
  expiry: string;
}

/** Whether a card valid through MM/YY is still valid in `now`'s month. */
function isUnexpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (!month || year === undefined) return false;
  const fullYear = 2000 + year;
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/**
 * The built-in test-mode payment provider, used when no Stripe key is set: takes the spec's card
 * form, declines 4000 0000 0000 0002, and grants the pack's credits. The same `idempotencyKey` (the
 * client's Idempotency-Key header) grants once however often the request is repeated.
 */
export async function payWithTestCard(options: { db: Db; userId: string; card: TestCard; idempotencyKey?: string; now?: Date }): Promise<{ paymentId: string; creditsAdded: number; credits: number }> {
  const plan = PLANS.find((candidate) => candidate.id === options.card.planId);
  if (!plan) throw new AppError('PLAN_UNKNOWN');
  if (!isUnexpired(options.card.expiry, options.now ?? new Date())) throw new AppError('CARD_EXPIRY_INVALID');
  if (options.card.cardNumber === DECLINED_TEST_CARD) throw new AppError('CARD_DECLINED');
  const paymentId = `test_${options.idempotencyKey ? `${options.userId}_${options.idempotencyKey}` : randomUUID()}`;
  // The ledger row and the balance move together, or not at all.
  const granted = await options.db.transaction((tx) => changeCredits(tx, { userId: options.userId, delta: plan.credits, reason: 'purchase', paymentRef: paymentId }));
  return { paymentId, creditsAdded: granted ? plan.credits : 0, credits: await creditBalance(options.db, options.userId) };
}

import { PLANS } from '@reelsmith/contracts';
import { users, type Db } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { changeCredits } from '../credits/change-credits';

/** What a paid Checkout Session led to: credits granted now, granted by an earlier delivery, or nothing. */
export type GrantOutcome = 'granted' | 'already_granted' | 'ignored';

/**
 * Grants the pack of a paid Checkout Session, once: the session id is the ledger's payment_ref,
 * whose unique index turns a replayed event, Stripe's retries, concurrent deliveries and the
 * completed + async_payment_succeeded pair into one grant.
 *
 * The metadata is ours (set when the session was created) and reached us under Stripe's
 * signature, yet it is still checked: a session that names no known user or pack is logged for a
 * person to settle (refund or grant by hand) and answered as handled, because Stripe's retries
 * over three days cannot make it valid — they would only repeat the same refusal.
 */
export async function grantCheckoutCredits(options: {
  db: Db;
  logger: Logger;
  payment: { sessionId: string; metadata: Record<string, string>; clientReferenceId: string | null };
}): Promise<GrantOutcome> {
  const { db, payment } = options;
  const logger = options.logger.child({ stripeSession: payment.sessionId });
  const { user_id: userId, plan_id: planId, credits } = payment.metadata;
  if (!userId && !planId) {
    // Another integration on the same Stripe account: not a sale of ours.
    logger.info('paid Checkout Session without our metadata: ignored');
    return 'ignored';
  }
  const plan = PLANS.find((candidate) => candidate.id === planId);
  if (!plan || !userId || (payment.clientReferenceId !== null && payment.clientReferenceId !== userId)) {
    logger.error({ metadata: payment.metadata, clientReferenceId: payment.clientReferenceId }, 'paid Checkout Session with unusable metadata: no credits granted, settle it by hand');
    return 'ignored';
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) {
    logger.error({ userId, planId }, 'paid Checkout Session for a user who no longer exists: no credits granted, settle it by hand');
    return 'ignored';
  }
  if (credits !== String(plan.credits)) logger.warn({ metadataCredits: credits, planCredits: plan.credits }, 'the pack changed since the session was opened: granting the pack as it is now');
  // The ledger row and the balance move together, or not at all.
  const granted = await db.transaction((tx) => changeCredits(tx, { userId, delta: plan.credits, reason: 'purchase', paymentRef: payment.sessionId }));
  logger.info({ userId, planId, credits: plan.credits, granted }, granted ? 'pack credits granted' : 'pack credits were already granted');
  return granted ? 'granted' : 'already_granted';
}

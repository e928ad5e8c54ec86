import { creditBalances, creditLedger } from '@reelsmith/db';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../credits/change-credits';

/** Ledger rows per insert statement. */
const BATCH = 1_000;

/**
 * Gives back the credit each of these campaign rows was charged, once each: the refund is keyed by
 * the row's id, so a row refunded before (cancelled, then swept) gains nothing. Run it in the
 * transaction that changes the rows' status. Returns the credits given back.
 */
export async function refundRecipients(tx: DbOrTx, userId: string, recipientIds: readonly string[]): Promise<number> {
  let refunded = 0;
  for (let start = 0; start < recipientIds.length; start += BATCH) {
    const inserted = await tx
      .insert(creditLedger)
      .values(recipientIds.slice(start, start + BATCH).map((id) => ({ userId, delta: 1, reason: 'refund' as const, jobId: id })))
      .onConflictDoNothing()
      .returning({ id: creditLedger.id });
    refunded += inserted.length;
  }
  if (refunded > 0) {
    await tx
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} + ${refunded}`, updatedAt: sql`now()` })
      .where(eq(creditBalances.userId, userId));
  }
  return refunded;
}

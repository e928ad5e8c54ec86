import type { CreditReason } from '@reelsmith/contracts';
import { creditBalances, creditLedger, isCheckViolation, type Db } from '@reelsmith/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

/** A database handle or an open transaction on it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One change of a user's credits, as the ledger records it. */
export interface CreditChange {
  userId: string;
  delta: number;
  reason: CreditReason;
  /** The generation this charges or refunds: at most one row per job and reason. */
  jobId?: string;
  /** The payment this grants credits for: at most one row per payment. */
  paymentRef?: string;
}

/**
 * Writes a ledger row and moves the balance by the same amount. A job's charge or refund, or a
 * payment's grant, that is already there changes nothing and returns false (so retries and races
 * apply it once). A change that would take the balance below zero is INSUFFICIENT_CREDITS (held by
 * the balance's CHECK under concurrency): run it in the transaction that must fail with it.
 */
export async function changeCredits(db: DbOrTx, change: CreditChange): Promise<boolean> {
  const row = { userId: change.userId, delta: change.delta, reason: change.reason, jobId: change.jobId ?? null, paymentRef: change.paymentRef ?? null };
  const inserted = change.jobId
    ? await db.insert(creditLedger).values(row).onConflictDoNothing({ target: [creditLedger.jobId, creditLedger.reason], where: sql`${creditLedger.jobId} is not null` }).returning({ id: creditLedger.id })
    : change.paymentRef
      ? await db.insert(creditLedger).values(row).onConflictDoNothing({ target: creditLedger.paymentRef, where: sql`${creditLedger.paymentRef} is not null` }).returning({ id: creditLedger.id })
      : await db.insert(creditLedger).values(row).returning({ id: creditLedger.id });
  if (inserted.length === 0) return false;
  if (change.delta > 0) {
    await db
      .insert(creditBalances)
      .values({ userId: change.userId, balance: change.delta })
      .onConflictDoUpdate({ target: creditBalances.userId, set: { balance: sql`${creditBalances.balance} + ${change.delta}`, updatedAt: sql`now()` } });
    return true;
  }
  // A spend updates the row in place: PostgreSQL checks an upsert's proposed row (negative) before
  // it sees the conflict. No row means no credits.
  let spent: unknown[];
  try {
    spent = await db
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} + ${change.delta}`, updatedAt: sql`now()` })
      .where(eq(creditBalances.userId, change.userId))
      .returning({ balance: creditBalances.balance });
  } catch (error) {
    if (isCheckViolation(error, 'credit_balances_non_negative')) throw new AppError('INSUFFICIENT_CREDITS', { cause: error });
    throw error;
  }
  if (spent.length === 0) throw new AppError('INSUFFICIENT_CREDITS');
  return true;
}

/** A user's balance (0 for a user who never had a credit). */
export async function creditBalance(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.select({ balance: creditBalances.balance }).from(creditBalances).where(sql`${creditBalances.userId} = ${userId}`);
  return rows[0]?.balance ?? 0;
}

import { PLANS } from '@reelsmith/contracts';
import { creditLedger, type Db } from '@reelsmith/db';
import { and, eq, gte } from 'drizzle-orm';

/** The fewest credits of a pack that unlocks personalized bulk generation (Standard). */
const BULK_PACK_CREDITS = Math.min(...PLANS.filter((plan) => plan.bulk).map((plan) => plan.credits));

/**
 * Whether the user bought a pack that unlocks campaigns (DESIGN.md: Standard or Premium). Read from
 * the ledger, which has no pack id: a purchase grants exactly its pack's credits.
 */
export async function hasBulkPack(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase'), gte(creditLedger.delta, BULK_PACK_CREDITS)))
    .limit(1);
  return rows.length > 0;
}

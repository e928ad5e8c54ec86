import { SIGNUP_BONUS_CREDITS } from '@reelsmith/contracts';
import { creditLedger, profiles, users, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { changeCredits } from '../use-cases/credits/change-credits';

/**
 * Gives a new user their profile (full_name from the sign-up or Google name, the avatar from the
 * Google picture) and the free registration credit, in one transaction. Idempotent: the user's row
 * is locked first, so two calls — the sign-up and the session it opens, or two racing requests —
 * grant the credit exactly once.
 */
export async function setUpAccount({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ name: users.name, image: users.image }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    await tx
      .insert(profiles)
      .values({ userId, fullName: user.name.trim() || null, avatarUrl: user.image })
      .onConflictDoNothing({ target: profiles.userId });
    const [bonus] = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'signup_bonus')))
      .limit(1);
    if (!bonus) await changeCredits(tx, { userId, delta: SIGNUP_BONUS_CREDITS, reason: 'signup_bonus' });
  });
}

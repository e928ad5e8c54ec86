import { profiles, users, type Db } from '@reelsmith/db';
import { eq, sql } from 'drizzle-orm';

/** Sets the user's full name, on the profile and as the account name the session carries. */
export async function updateProfile({ db, userId, fullName }: { db: Db; userId: string; fullName: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, fullName })
      .onConflictDoUpdate({ target: profiles.userId, set: { fullName, updatedAt: sql`now()` } });
    await tx.update(users).set({ name: fullName }).where(eq(users.id, userId));
  });
}

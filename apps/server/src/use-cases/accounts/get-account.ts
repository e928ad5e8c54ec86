import type { MeResponse } from '@reelsmith/contracts';
import { creditBalances, profiles, users, type Db } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { SessionUser } from '../../lib/app-env';
import { hasBulkPack } from '../credits/bulk-pack';

/** The signed-in user as GET /api/me shows them: profile and balance, never credentials. */
export async function getAccount({ db, user }: { db: Db; user: SessionUser }): Promise<MeResponse> {
  const [[row], bulk] = await Promise.all([
    db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      image: users.image,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      balance: creditBalances.balance,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(creditBalances, eq(creditBalances.userId, users.id))
    .where(eq(users.id, user.id)),
    hasBulkPack(db, user.id),
  ]);
  // The session was valid a moment ago; a user deleted since then is signed out.
  if (!row) throw new AppError('UNAUTHENTICATED', { internalMessage: 'the session user no longer exists' });
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    full_name: row.fullName,
    avatar_url: row.avatarUrl ?? row.image,
    credits: row.balance ?? 0,
    has_bulk_pack: bulk,
  };
}

import { apiKeys, type Db } from '@reelsmith/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/**
 * Revokes one of the user's active keys: from the next request on it answers 401. Another user's
 * key, an unknown id or a key already revoked is NOT_FOUND.
 */
export async function revokeApiKey({ db, userId, keyId }: { db: Db; userId: string; keyId: string }): Promise<void> {
  if (!isUuid(keyId)) throw new AppError('NOT_FOUND');
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('NOT_FOUND');
}

import { MAX_ACTIVE_API_KEYS, type CreatedApiKey } from '@reelsmith/contracts';
import { apiKeys, users, type Db } from '@reelsmith/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors';
import { generateApiKey } from './api-key-secret';
import { API_KEY_COLUMNS, toApiKey } from './list-api-keys';

/**
 * Creates an API key for the user and returns it whole, the only time it is ever seen; only its
 * hash is stored. At most MAX_ACTIVE_API_KEYS active keys per user (API_KEY_LIMIT_REACHED).
 */
export async function createApiKey({ db, userId, name }: { db: Db; userId: string; name: string }): Promise<CreatedApiKey> {
  const { key, prefix, hash } = generateApiKey();
  const row = await db.transaction(async (tx) => {
    // Locking the user's row makes concurrent creations count one after another, so twenty
    // simultaneous requests cannot all see nine keys and each add one.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx
      .select({ total: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((active?.total ?? 0) >= MAX_ACTIVE_API_KEYS) {
      throw new AppError('API_KEY_LIMIT_REACHED', { params: { limit: MAX_ACTIVE_API_KEYS } });
    }
    const [inserted] = await tx.insert(apiKeys).values({ userId, name, prefix, hash }).returning(API_KEY_COLUMNS);
    if (!inserted) throw new Error('inserting an API key returned no row');
    return inserted;
  });
  return { ...toApiKey(row), key };
}

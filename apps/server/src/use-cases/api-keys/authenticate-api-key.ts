import { apiKeys, users, type Db } from '@reelsmith/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SessionUser } from '../../lib/app-env';
import { hashApiKey, isWellFormedApiKey } from './api-key-secret';

/** How stale last_used_at may get: one write a minute per key at most, not one per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The owner of an active API key, or undefined for a malformed, unknown or revoked key. Records
 * when the key was last used, at most once a minute.
 */
export async function authenticateApiKey({ db, key, now = new Date() }: { db: Db; key: string; now?: Date }): Promise<{ user: SessionUser; keyId: string } | undefined> {
  if (!isWellFormedApiKey(key)) return undefined;
  const [found] = await db
    .select({ keyId: apiKeys.id, lastUsedAt: apiKeys.lastUsedAt, id: users.id, email: users.email, name: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.hash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!found) return undefined;
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!found.lastUsedAt || found.lastUsedAt < staleBefore) {
    // Guarded again in SQL, so concurrent requests with the same key write once between them.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, found.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
  }
  return { user: { id: found.id, email: found.email, name: found.name }, keyId: found.keyId };
}

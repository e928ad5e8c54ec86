import type { ApiKey } from '@reelsmith/contracts';
import { apiKeys, type Db } from '@reelsmith/db';
import { and, desc, eq, isNull } from 'drizzle-orm';

/** The columns settings may show; the hash never leaves the database. */
export const API_KEY_COLUMNS = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

/** A row of API_KEY_COLUMNS as the API answers it. */
export function toApiKey(row: { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null }): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The user's active (not revoked) API keys, newest first. */
export async function listApiKeys({ db, userId }: { db: Db; userId: string }): Promise<ApiKey[]> {
  const rows = await db
    .select(API_KEY_COLUMNS)
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

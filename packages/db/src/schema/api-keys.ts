import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { users } from './users';

/**
 * API keys a user creates in settings, sent as `Authorization: Bearer <key>` to the job API. Only
 * the key's SHA-256 is stored: keys are 256 random bits, so a slow password hash would buy nothing,
 * and the unique index on the hash is how a key is found.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`rsk_live_ab12`), shown in settings to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    hash: text('hash').notNull(),
    createdAt: createdAt(),
    /** Updated at most once a minute, so a busy key does not write on every request. */
    lastUsedAt: timestamptz('last_used_at'),
    /** Set when revoked; the row stays so its owner's records keep their meaning. */
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    check('api_keys_name_length', sql`char_length(${t.name}) between 1 and 60`),
    uniqueIndex('api_keys_hash_unique').on(t.hash),
    index('api_keys_user_active_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamptz column read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** updated_at, set by the database on insert and by Drizzle on every update. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * A CHECK expression limiting a text column to a fixed list. Text plus CHECK instead of a PG enum:
 * adding a value later is a plain migration, with no ALTER TYPE that refuses to run in a transaction.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  return sql`${column} in (${list})`;
}

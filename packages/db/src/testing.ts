import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from './database';

/**
 * The PostgreSQL server tests use. Test infrastructure only: application code gets its
 * configuration as arguments.
 */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://reelsmith_test:reelsmith_test@127.0.0.1:5432/reelsmith_test';

/** Both database kinds, for suites that must pass on each. */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;

/** A database created for one test file, dropped by `destroy`. */
export interface TestDatabase extends Database {
  /** Connection URL (PostgreSQL) or undefined (in-memory PGlite). */
  readonly url: string | undefined;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates an empty PostgreSQL database on the test server; returns its URL and a drop function. */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `reelsmith_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Tests need PostgreSQL at ${TEST_POSTGRES_URL}: run scripts/setup-postgres.sh, or set TEST_DATABASE_URL ` +
        `to a role that may create databases. ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabaseName(TEST_POSTGRES_URL, name),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A migrated, empty database of the given kind: in-memory PGlite, or a fresh PostgreSQL database. */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({ kind: 'pglite' });
    await database.migrate();
    return { ...database, url: undefined, destroy: () => database.close() };
  }
  const scratch = await createScratchPostgres();
  const database = await createDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 20 });
  await database.migrate();
  return {
    ...database,
    url: scratch.url,
    async destroy() {
      await database.close();
      await scratch.drop();
    },
  };
}

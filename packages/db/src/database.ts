import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

/** Where the data lives: an embedded PGlite directory (memory when omitted) or a PostgreSQL server. */
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; /** A data directory dumped earlier (dumpDataDir), to start from. */ image?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number; onPoolError?: (error: Error) => void };

/** The Drizzle API, the same over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The driver under Drizzle, for parts (the queue) that bring their own SQL. */
export type DatabaseDriver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; url: string };

/** An open database. */
export interface Database {
  readonly kind: DatabaseConfig['kind'];
  readonly db: Db;
  readonly driver: DatabaseDriver;
  /** Applies the pending migrations (idempotent; serialized across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** Round trip to the server: its version and the latency of a trivial query. */
  ping(): Promise<{ version: string; latencyMs: number }>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));
// Arbitrary, fixed: every Reelsmith process takes this advisory lock around migrations.
const MIGRATION_LOCK_KEY = 7_316_501;

/** Opens the database the config names. */
export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === 'pglite' ? openPglite(config.dataDir, config.image) : openPostgres(config);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  const release = dataDir ? lockDataDir(`${dataDir}.lock`) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(image ? { loadDataDir: image } : {}) });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    driver: { kind: 'pglite', client },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(config: Extract<DatabaseConfig, { kind: 'postgres' }>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: config.url, max: config.maxConnections ?? 10 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (error) => config.onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Fail fast with the driver's own message when the server is unreachable.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    driver: { kind: 'postgres', pool, url: config.url },
    async migrate() {
      // Server and workers may start together; the session-level advisory lock lives on one
      // connection, so the migration runs on that same connection.
      const client = new pg.Client({ connectionString: config.url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<{ version: string; latencyMs: number }> {
  const started = performance.now();
  const result = await db.execute<{ version: string }>(sql`select version() as version`);
  const latencyMs = performance.now() - started;
  const row = (result as { rows: { version: string }[] }).rows[0];
  return { version: row?.version ?? 'unknown', latencyMs };
}

/** The folder holding the SQL migrations drizzle-kit generated. */
export const migrationsFolder = MIGRATIONS_FOLDER;

/** Path of the embedded database inside a data directory. */
export const pgliteDirIn = (dataDir: string) => join(dataDir, 'db');

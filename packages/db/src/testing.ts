import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { createDatabase, migrationsFolder, type Database } from './database';

// Read once: the image of a migrated database is only good for the PGlite that wrote it.
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }
).version;

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

let migratedImage: Promise<Blob> | undefined;
/** The migrated image, read (or written) once per process: later databases reuse it. */
function migratedPgliteImage(): Promise<Blob> {
  migratedImage ??= readOrWriteMigratedImage().catch((error: unknown) => {
    migratedImage = undefined;
    throw error;
  });
  return migratedImage;
}

/**
 * An empty PGlite data directory with every migration applied, dumped once and kept on disk for
 * every test file and process: starting from it takes about 0.6 s where a new database and its
 * migrations take about 2.7 s. Named by the migrations and the PGlite version, so a new migration
 * makes a new one; written whole under a temporary name, so a reader never sees half of it.
 */
async function readOrWriteMigratedImage(): Promise<Blob> {
  const hash = createHash('sha256').update(PGLITE_VERSION);
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  const file = join(tmpdir(), `reelsmith-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await createDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const image = await database.driver.client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  } finally {
    await database.close();
  }
}

/** A migrated, empty database of the given kind: in-memory PGlite, or a fresh PostgreSQL database. */
export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await createDatabase({ kind: 'pglite', image: await migratedPgliteImage() });
    // Nothing left to apply; kept so a stale image could never hide a migration.
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

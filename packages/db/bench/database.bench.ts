// npm run bench:db — the same Drizzle work on embedded PGlite (in memory, and on disk as `npm start`
// uses it) and on PostgreSQL, measured in one run. Prints a table, then one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../src/database';
import { waitlist } from '../src/schema/index';
import { createScratchPostgres } from '../src/testing';

const ROWS = 1_000;
const CONCURRENT_ROWS = 400;
const CONCURRENCY = 20;

interface Target {
  name: string;
  open: () => Promise<Database>;
  cleanUp: () => Promise<void>;
}

interface Result {
  name: string;
  open_ms: number;
  insert_per_s: number;
  select_per_s: number;
  concurrent_insert_per_s: number;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function run(target: Target): Promise<Result> {
  let database!: Database;
  const openMs = await timed(async () => {
    database = await target.open();
    await database.migrate();
  });
  try {
    const insertMs = await timed(async () => {
      for (let i = 0; i < ROWS; i++) await database.db.insert(waitlist).values({ email: `user${i}@bench.example`, name: `User ${i}` });
    });
    const selectMs = await timed(async () => {
      // By lower(email), as the application looks e-mails up: that is what the unique index covers.
      for (let i = 0; i < ROWS; i++) await database.db.select().from(waitlist).where(eq(sql`lower(${waitlist.email})`, `user${i}@bench.example`));
    });
    const concurrentMs = await timed(async () => {
      for (let batch = 0; batch < CONCURRENT_ROWS / CONCURRENCY; batch++) {
        await Promise.all(
          Array.from({ length: CONCURRENCY }, (_, i) =>
            database.db.insert(waitlist).values({ email: `c${batch}-${i}@bench.example` }),
          ),
        );
      }
    });
    return {
      name: target.name,
      open_ms: Math.round(openMs),
      insert_per_s: perSecond(ROWS, insertMs),
      select_per_s: perSecond(ROWS, selectMs),
      concurrent_insert_per_s: perSecond(CONCURRENT_ROWS, concurrentMs),
    };
  } finally {
    await database.close();
    await target.cleanUp();
  }
}

const diskDir = mkdtempSync(join(tmpdir(), 'reelsmith-bench-'));
const scratch = await createScratchPostgres();
const targets: Target[] = [
  { name: 'pglite-memory', open: () => createDatabase({ kind: 'pglite' }), cleanUp: () => Promise.resolve() },
  {
    name: 'pglite-disk',
    open: () => createDatabase({ kind: 'pglite', dataDir: join(diskDir, 'db') }),
    cleanUp: () => Promise.resolve(rmSync(diskDir, { recursive: true, force: true })),
  },
  { name: 'postgres', open: () => createDatabase({ kind: 'postgres', url: scratch.url, maxConnections: CONCURRENCY }), cleanUp: () => scratch.drop() },
];

const results: Result[] = [];
for (const target of targets) results.push(await run(target));

console.table(results);
const [, disk, postgres] = results as [Result, Result, Result];
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
console.log(
  `PostgreSQL vs embedded (disk): inserts ×${ratio(postgres.insert_per_s, disk.insert_per_s)}, ` +
    `selects ×${ratio(postgres.select_per_s, disk.select_per_s)}, concurrent inserts ×${ratio(postgres.concurrent_insert_per_s, disk.concurrent_insert_per_s)}`,
);
console.log(
  JSON.stringify({
    rows: ROWS,
    ...Object.fromEntries(results.flatMap((r) => [[`${r.name}_insert_per_s`, r.insert_per_s], [`${r.name}_select_per_s`, r.select_per_s]])),
    postgres_vs_pglite_disk_insert_ratio: ratio(postgres.insert_per_s, disk.insert_per_s),
    postgres_vs_pglite_disk_concurrent_ratio: ratio(postgres.concurrent_insert_per_s, disk.concurrent_insert_per_s),
  }),
);

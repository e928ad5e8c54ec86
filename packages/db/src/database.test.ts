import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';
import { creditBalances, creditLedger, profiles, users, videoJobs, waitlist } from './schema/index';
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from './testing';

const SPEC_TABLES = [
  'accounts',
  'analytics_events',
  'api_keys',
  'blog_posts',
  'campaign_recipients',
  'campaigns',
  'clips',
  'credit_balances',
  'credit_button_clicks',
  'credit_ledger',
  'email_unsubscribes',
  'inbound_contact_table',
  'profiles',
  'sessions',
  'url_to_video_feedback',
  'users',
  'verifications',
  'video_feedback',
  'video_jobs',
  'videos',
  'waitlist',
  'watch_events',
  'webhook_deliveries',
];

async function addUser(database: TestDatabase, name = 'Ana Souza') {
  const id = randomUUID();
  await database.db.insert(users).values({ id, name, email: `${id}@example.com` });
  return id;
}

describe.each(DATABASE_KINDS)('database on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('creates every table of the spec, and migrating again changes nothing', async () => {
    await database.migrate();
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toEqual(SPEC_TABLES);
  });

  it('stores and reads users and profiles with the same Drizzle API', async () => {
    const userId = await addUser(database, 'João Ferreira');
    await database.db.insert(profiles).values({ userId, fullName: 'João Ferreira', language: 'pt-BR' });
    const [row] = await database.db
      .select({ name: users.name, fullName: profiles.fullName, language: profiles.language, createdAt: users.createdAt })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, userId));
    expect(row).toMatchObject({ name: 'João Ferreira', fullName: 'João Ferreira', language: 'pt-BR' });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second waitlist entry for the same e-mail in any letter case', async () => {
    await database.db.insert(waitlist).values({ email: 'maria@empresa.com.br', name: 'Maria' });
    const duplicate = database.db.insert(waitlist).values({ email: 'Maria@Empresa.com.BR' });
    const error = await duplicate.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error, 'waitlist_email_unique')).toBe(true);
    expect(isUniqueViolation(error, 'some_other_index')).toBe(false);
  });

  it('keeps a credit balance from going below zero', async () => {
    const userId = await addUser(database);
    await database.db.insert(creditBalances).values({ userId, balance: 1 });
    await expect(
      database.db.update(creditBalances).set({ balance: sql`${creditBalances.balance} - 2` }).where(eq(creditBalances.userId, userId)),
    ).rejects.toThrow();
    const [row] = await database.db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
    expect(row?.balance).toBe(1);
  });

  it('records a job charge and its refund at most once each', async () => {
    const userId = await addUser(database);
    const jobId = randomUUID();
    await database.db.insert(creditLedger).values({ userId, delta: -1, reason: 'generation', jobId });
    await database.db.insert(creditLedger).values({ userId, delta: 1, reason: 'refund', jobId });
    const secondRefund = await database.db
      .insert(creditLedger)
      .values({ userId, delta: 1, reason: 'refund', jobId })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(secondRefund, 'credit_ledger_job_reason_unique')).toBe(true);
  });

  it('lets a user have only one active generation, even when 20 requests race', async () => {
    const userId = await addUser(database);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        database.db.insert(videoJobs).values({ userId, type: 'url', title: `Try ${i}`, input: { product_url: 'https://shop.example/p' } }),
      ),
    );
    const created = attempts.filter((a) => a.status === 'fulfilled');
    expect(created).toHaveLength(1);
    for (const failure of attempts.filter((a) => a.status === 'rejected')) {
      expect(isUniqueViolation(failure.reason, 'video_jobs_one_active_per_user')).toBe(true);
    }
    // Once it completes, the next generation may start.
    await database.db
      .update(videoJobs)
      .set({ status: 'completed', progress: 100 })
      .where(and(eq(videoJobs.userId, userId), eq(videoJobs.status, 'pending')));
    await database.db.insert(videoJobs).values({ userId, type: 'data', title: 'Next', input: {} });
    const jobs = await database.db.select().from(videoJobs).where(eq(videoJobs.userId, userId));
    expect(jobs.map((j) => j.status).sort()).toEqual(['completed', 'pending']);
  });

  it('refuses values outside the fixed lists', async () => {
    const userId = await addUser(database);
    await expect(
      database.db.insert(videoJobs).values({ userId, type: 'url', status: 'exploded', title: 'x', input: {} }),
    ).rejects.toThrow();
    await expect(database.db.insert(profiles).values({ userId, language: 'fr' })).rejects.toThrow();
  });

  it('reports its version and latency', async () => {
    const { version, latencyMs } = await database.ping();
    expect(version).toMatch(/^PostgreSQL \d+/);
    expect(latencyMs).toBeGreaterThanOrEqual(0);
  });
});

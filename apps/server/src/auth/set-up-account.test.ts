import { creditBalances, creditLedger, profiles, users } from '@reelsmith/db';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '@reelsmith/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpAccount } from './set-up-account';

describe.each(DATABASE_KINDS)('setUpAccount on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('creates the profile and grants one credit, once, however many times and however concurrently it runs', async () => {
    await database.db.insert(users).values({ id: 'user-1', name: ' Ana ', email: 'ana@example.com' });
    await Promise.all(Array.from({ length: 8 }, () => setUpAccount({ db: database.db, userId: 'user-1' })));
    await setUpAccount({ db: database.db, userId: 'user-1' });
    const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, 'user-1'));
    expect(ledger).toEqual([expect.objectContaining({ reason: 'signup_bonus', delta: 1 })]);
    expect(await database.db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, 'user-1'))).toEqual([{ balance: 1 }]);
    expect(await database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, 'user-1'))).toEqual([{ fullName: 'Ana' }]);
  });

  it('keeps a profile the user already changed, and ignores a user that no longer exists', async () => {
    await database.db.insert(users).values({ id: 'user-2', name: 'Bo', email: 'bo@example.com' });
    await database.db.insert(profiles).values({ userId: 'user-2', fullName: 'Bo Chosen' });
    await setUpAccount({ db: database.db, userId: 'user-2' });
    expect(await database.db.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, 'user-2'))).toEqual([{ fullName: 'Bo Chosen' }]);
    await expect(setUpAccount({ db: database.db, userId: 'gone' })).resolves.toBeUndefined();
  });

  it('takes the avatar from the user image (the Google picture)', async () => {
    await database.db.insert(users).values({ id: 'user-3', name: 'Bia', email: 'bia@example.com', image: 'https://photos.example/bia.jpg' });
    await setUpAccount({ db: database.db, userId: 'user-3' });
    expect(await database.db.select({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, 'user-3'))).toEqual([
      { fullName: 'Bia', avatarUrl: 'https://photos.example/bia.jpg' },
    ]);
  });
});

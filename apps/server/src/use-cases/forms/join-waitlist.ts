import { isUniqueViolation, waitlist, type Db } from '@reelsmith/db';
import { AppError } from '../../errors';

/** A waitlist sign-up as validated at the boundary. */
export interface WaitlistEntry {
  name: string | null;
  email: string;
  company: string | null;
}

/** Adds the visitor to the waitlist; an e-mail already there (any letter case) is WAITLIST_DUPLICATE. */
export async function joinWaitlist({ db, entry }: { db: Db; entry: WaitlistEntry }): Promise<void> {
  try {
    await db.insert(waitlist).values(entry);
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_email_unique')) throw new AppError('WAITLIST_DUPLICATE');
    throw new AppError('WAITLIST_FAILED', { cause: error, internalMessage: 'could not store a waitlist entry' });
  }
}

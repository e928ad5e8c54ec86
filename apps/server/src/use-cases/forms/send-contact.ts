import { inboundContacts, type Db } from '@reelsmith/db';
import { AppError } from '../../errors';

/** A contact inquiry as validated at the boundary (spec §5). */
export interface ContactInquiry {
  email: string;
  /** Null when the visitor left it empty. */
  message: string | null;
}

/** Stores a contact inquiry in inbound_contact_table, with the sender's account when signed in. */
export async function sendContact({ db, inquiry, userId }: { db: Db; inquiry: ContactInquiry; userId: string | null }): Promise<void> {
  try {
    await db.insert(inboundContacts).values({ email: inquiry.email, message: inquiry.message, userId });
  } catch (error) {
    throw new AppError('INTERNAL_ERROR', { cause: error, internalMessage: 'could not store a contact inquiry' });
  }
}

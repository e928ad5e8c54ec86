import type { CampaignDelivery, Language, UnsubscribeStatus } from '@reelsmith/contracts';
import { campaigns, emailUnsubscribes, users, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { isUnsubscribed } from '../../delivery/email-channel';
import { maskEmail, readUnsubscribeToken, type UnsubscribeSubject } from '../../delivery/unsubscribe-token';
import { AppError } from '../../errors';

/** Whose e-mails a token stops, as the unsubscribe page shows it, and the language of the campaign it came in. */
interface FoundToken {
  subject: UnsubscribeSubject;
  sender: string;
  language: Language | undefined;
}

/** The token's subject with its business's sender name; NOT_FOUND for a forged token or a deleted account. */
async function findToken(options: { db: Db; secret: string; token: string }): Promise<FoundToken> {
  const subject = readUnsubscribeToken(options.token, options.secret);
  if (!subject) throw new AppError('NOT_FOUND', { internalMessage: 'not an unsubscribe token of ours' });
  const [owner] = await options.db.select({ name: users.name }).from(users).where(eq(users.id, subject.userId));
  if (!owner) throw new AppError('NOT_FOUND', { internalMessage: 'the business of this unsubscribe token is gone' });
  // The campaign may have been deleted since: the account's name then stands for the business.
  const [campaign] = await options.db
    .select({ delivery: campaigns.delivery, language: campaigns.language })
    .from(campaigns)
    .where(and(eq(campaigns.id, subject.campaignId), eq(campaigns.userId, subject.userId)));
  const sender = (campaign?.delivery as CampaignDelivery | undefined)?.sender_name?.trim() || owner.name;
  return { subject, sender, language: campaign?.language as Language | undefined };
}

/** GET /api/unsubscribe/:token: whose e-mails the link stops (address masked), and whether it already did. */
export async function getUnsubscribeStatus(options: { db: Db; secret: string; token: string }): Promise<UnsubscribeStatus & { language: Language | undefined }> {
  const { subject, sender, language } = await findToken(options);
  return { sender, email: maskEmail(subject.email), unsubscribed: await isUnsubscribed(options.db, subject), language };
}

/**
 * POST /api/unsubscribe/:token: the address gets no more e-mails from this business (any of its
 * campaigns, from the next send on). Doing it twice changes nothing.
 */
export async function unsubscribeAddress(options: { db: Db; secret: string; token: string }): Promise<UnsubscribeStatus> {
  const { subject, sender } = await findToken(options);
  await options.db.insert(emailUnsubscribes).values({ userId: subject.userId, email: subject.email.toLowerCase() }).onConflictDoNothing();
  return { sender, email: maskEmail(subject.email), unsubscribed: true };
}

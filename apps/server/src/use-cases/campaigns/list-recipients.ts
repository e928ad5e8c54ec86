import {
  translate,
  type Language,
  type ListRecipientsResponse,
  type MessageKey,
  type Recipient,
  type RecipientEmailStatus,
  type RecipientStatus,
} from '@reelsmith/contracts';
import { campaignRecipients, videos, type Db } from '@reelsmith/db';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { shareUrl, watchFileUrl, watchPosterUrl } from '../videos/watch-video';
import { findOwnCampaign } from './find-campaign';

/** A campaign row with what its video's links are made of. */
export interface RecipientRow {
  recipient: typeof campaignRecipients.$inferSelect;
  video: { slug: string; language: string; posterKey: string | null } | null;
}

/** The columns of a RecipientRow: the row, and its video (a left join: most rows have none while rendering). */
export const recipientRowColumns = {
  recipient: campaignRecipients,
  video: { slug: videos.shareSlug, language: videos.language, posterKey: videos.posterKey },
};

/** Why a failed row has no video, by the error_type the recipient job stores. */
const ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  missing_values: 'recipients.error_missing_values',
  render_failed: 'recipients.error_render_failed',
};

/** Why the row has no video, in the caller's language; null while it may still get one, or has it. */
export function recipientError(recipient: Pick<RecipientRow['recipient'], 'status' | 'errorType'>, language: Language): string | null {
  if (recipient.status === 'cancelled') return translate(language, 'recipients.error_cancelled');
  if (recipient.status !== 'failed') return null;
  // The stored error text is the engine's, for the logs; the user reads what it means for them.
  return translate(language, ERROR_KEYS[recipient.errorType ?? ''] ?? 'recipients.error_render_failed');
}

/** The absolute addresses of a row's video: its watch page (in the video's language), its MP4 and its poster. */
export function recipientLinks(row: RecipientRow, publicUrl: string): { share: string; video: string; poster: string | null } | null {
  if (!row.video) return null;
  const { slug, language, posterKey } = row.video;
  return {
    share: shareUrl(publicUrl, slug, language as Language),
    video: `${publicUrl}${watchFileUrl(slug)}`,
    poster: posterKey ? `${publicUrl}${watchPosterUrl(slug)}` : null,
  };
}

/** A campaign row as GET /api/campaigns/:id/recipients lists it. */
export function recipientView(row: RecipientRow, options: { publicUrl: string; language: Language }): Recipient {
  const { recipient } = row;
  const variables = recipient.variables as Record<string, string>;
  const links = recipientLinks(row, options.publicUrl);
  return {
    id: recipient.id,
    row: recipient.rowNumber,
    name: variables.first_name || variables.name || null,
    email: recipient.email,
    phone: recipient.phone,
    variables,
    status: recipient.status as RecipientStatus,
    error: recipientError(recipient, options.language),
    share_url: links?.share ?? null,
    video_url: links?.video ?? null,
    poster_url: links?.poster ?? null,
    email_status: recipient.emailStatus as RecipientEmailStatus | null,
    emailed_at: recipient.emailedAt?.toISOString() ?? null,
    opened_at: recipient.openedAt?.toISOString() ?? null,
    played_at: recipient.playedAt?.toISOString() ?? null,
    watched_percent: recipient.watchedPercent,
  };
}

/** `%`, `_` and `\` mean something in LIKE: a search for them finds them literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows whose e-mail, phone or any variable's value holds the text. A search that looks like a phone
 * number ("(11) 98765-4321") is also matched by its digits, as phones are stored in E.164.
 */
function matching(q: string): SQL | undefined {
  const pattern = `%${likeEscaped(q)}%`;
  const conditions: SQL[] = [
    ilike(campaignRecipients.email, pattern),
    ilike(campaignRecipients.phone, pattern),
    // Values only: a search for "first" must not match every row by the key first_name.
    sql`exists (select 1 from jsonb_each_text(${campaignRecipients.variables}) as cell(key, value) where cell.value ilike ${pattern})`,
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+./-]+$/.test(q)) conditions.push(ilike(campaignRecipients.phone, `%${digits}%`));
  return or(...conditions);
}

/** A page of one of the user's campaigns' rows in file order, optionally of one status or matching a search; another user's campaign is NOT_FOUND. */
export async function listRecipients(options: {
  db: Db;
  publicUrl: string;
  userId: string;
  campaignId: string;
  page: number;
  limit: number;
  status?: RecipientStatus | undefined;
  q?: string | undefined;
  language: Language;
}): Promise<ListRecipientsResponse> {
  const { db } = options;
  const campaign = await findOwnCampaign(options);
  const conditions: (SQL | undefined)[] = [eq(campaignRecipients.campaignId, campaign.id)];
  if (options.status) conditions.push(eq(campaignRecipients.status, options.status));
  if (options.q) conditions.push(matching(options.q));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select(recipientRowColumns)
      .from(campaignRecipients)
      .leftJoin(videos, eq(videos.id, campaignRecipients.videoId))
      .where(where)
      .orderBy(asc(campaignRecipients.rowNumber))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db.select({ total: count() }).from(campaignRecipients).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    recipients: rows.map((row) => recipientView(row, options)),
    total,
    page: options.page,
    limit: options.limit,
    pages: Math.max(1, Math.ceil(total / options.limit)),
  };
}

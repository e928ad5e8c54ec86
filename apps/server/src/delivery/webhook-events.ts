import { randomUUID } from 'node:crypto';
import { RECIPIENT_STATUSES, type Language, type RecipientStatus, type WebhookEvent } from '@reelsmith/contracts';
import { campaignRecipients, webhookDeliveries, type campaigns, type videos } from '@reelsmith/db';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../use-cases/credits/change-credits';
import { shareUrl, watchFileUrl, watchPosterUrl } from '../use-cases/videos/watch-video';

/** The JSON body of a webhook call; `id` is the delivery's, the same on every retry (receivers dedupe by it). */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent;
  created_at: string;
  data: Record<string, unknown>;
}

type CampaignRow = Pick<typeof campaigns.$inferSelect, 'id' | 'name' | 'language'>;
type RecipientRow = Pick<typeof campaignRecipients.$inferSelect, 'id' | 'rowNumber' | 'email' | 'phone' | 'variables'>;
type VideoRow = Pick<typeof videos.$inferSelect, 'shareSlug' | 'posterKey' | 'durationMs'>;

/** video.ready: a recipient's video is made; its addresses are absolute and public (the share slug is the key). */
export function videoReadyPayload(options: { id: string; createdAt: Date; publicUrl: string; campaign: CampaignRow; recipient: RecipientRow; video: VideoRow }): WebhookPayload {
  const { campaign, recipient, video, publicUrl } = options;
  return {
    id: options.id,
    event: 'video.ready',
    created_at: options.createdAt.toISOString(),
    data: {
      campaign: { id: campaign.id, name: campaign.name },
      recipient: { id: recipient.id, row: recipient.rowNumber, email: recipient.email, phone: recipient.phone, variables: recipient.variables },
      video: {
        watch_url: shareUrl(publicUrl, video.shareSlug, campaign.language as Language),
        video_url: `${publicUrl}${watchFileUrl(video.shareSlug)}`,
        poster_url: video.posterKey ? `${publicUrl}${watchPosterUrl(video.shareSlug)}` : null,
        duration_ms: video.durationMs,
      },
    },
  };
}

/** campaign.completed: no row is left to make; how many ended in each status. */
export function campaignCompletedPayload(options: { id: string; createdAt: Date; campaign: CampaignRow; counts: Record<RecipientStatus, number> }): WebhookPayload {
  return {
    id: options.id,
    event: 'campaign.completed',
    created_at: options.createdAt.toISOString(),
    data: { campaign: { id: options.campaign.id, name: options.campaign.name, completed_at: options.createdAt.toISOString(), counts: options.counts } },
  };
}

/** A campaign's recipients per status, every status present. */
export async function recipientCounts(tx: DbOrTx, campaignId: string): Promise<Record<RecipientStatus, number>> {
  const rows = await tx
    .select({ status: campaignRecipients.status, count: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .groupBy(campaignRecipients.status);
  const counts = Object.fromEntries(RECIPIENT_STATUSES.map((status) => [status, 0])) as Record<RecipientStatus, number>;
  for (const { status, count } of rows) counts[status as RecipientStatus] = Number(count);
  return counts;
}

/**
 * Records a webhook call to make, once per campaign, event and row (the table's unique key: a
 * second attempt at the same event inserts nothing). Returns the new delivery's id, or undefined
 * when it was recorded before.
 */
export async function insertWebhookDelivery(
  tx: DbOrTx,
  options: { campaignId: string; event: WebhookEvent; recipientId: string | null; build: (id: string, createdAt: Date) => WebhookPayload },
): Promise<string | undefined> {
  const id = randomUUID();
  const createdAt = new Date();
  const inserted = await tx
    .insert(webhookDeliveries)
    .values({ id, campaignId: options.campaignId, event: options.event, recipientId: options.recipientId, payload: options.build(id, createdAt), createdAt })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted[0]?.id;
}

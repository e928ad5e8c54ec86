import type { CampaignDelivery, Language } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, users, videos, type Db } from '@reelsmith/db';
import { eq } from 'drizzle-orm';
import type { DeliveryTarget } from './delivery-channel';

/** A recipient whose video is made, with its campaign, video and business; undefined when it has no video (yet, or any more). */
export async function findDeliveryTarget(db: Db, recipientId: string): Promise<(DeliveryTarget & { emailStatus: string | null }) | undefined> {
  const [row] = await db
    .select({ recipient: campaignRecipients, campaign: campaigns, video: videos, accountName: users.name })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .innerJoin(videos, eq(videos.id, campaignRecipients.videoId))
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(eq(campaignRecipients.id, recipientId));
  if (!row || row.recipient.status !== 'ready') return undefined;
  const { recipient, campaign, video } = row;
  return {
    campaign: {
      id: campaign.id,
      userId: campaign.userId,
      name: campaign.name,
      language: campaign.language as Language,
      delivery: campaign.delivery as CampaignDelivery,
      cta: (campaign.cta as DeliveryTarget['campaign']['cta']) ?? null,
    },
    recipient: { id: recipient.id, rowNumber: recipient.rowNumber, email: recipient.email, phone: recipient.phone, variables: recipient.variables as Record<string, string> },
    video: { shareSlug: video.shareSlug, posterKey: video.posterKey, durationMs: video.durationMs },
    accountName: row.accountName,
    emailStatus: recipient.emailStatus,
  };
}

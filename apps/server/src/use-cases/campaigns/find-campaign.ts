import { campaigns, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/** A campaign row. */
export type CampaignRow = typeof campaigns.$inferSelect;

/** One of the user's campaigns; anyone else's, or none, is NOT_FOUND. */
export async function findOwnCampaign(options: { db: Db; userId: string; campaignId: string }): Promise<CampaignRow> {
  if (!isUuid(options.campaignId)) throw new AppError('NOT_FOUND');
  const [campaign] = await options.db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, options.campaignId), eq(campaigns.userId, options.userId)));
  if (!campaign) throw new AppError('NOT_FOUND');
  return campaign;
}

/** Only a draft can change or be deleted (CAMPAIGN_NOT_DRAFT otherwise). */
export function assertDraft(campaign: Pick<CampaignRow, 'id' | 'status'>): void {
  if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_NOT_DRAFT', { internalMessage: `campaign ${campaign.id} is ${campaign.status}` });
}

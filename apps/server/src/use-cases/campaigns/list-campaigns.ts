import type { CampaignStatus, ListCampaignsResponse } from '@reelsmith/contracts';
import { campaignRecipients, campaigns, type Db } from '@reelsmith/db';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { StoredSourceFile } from './campaign-details';

/** A page of the user's campaigns, newest first, and how many they have. */
export async function listCampaigns(options: { db: Db; userId: string; page: number; limit: number }): Promise<ListCampaignsResponse> {
  const where = eq(campaigns.userId, options.userId);
  const [rows, totals] = await Promise.all([
    options.db
      .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status, sourceFile: campaigns.sourceFile, createdAt: campaigns.createdAt })
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    options.db.select({ total: count() }).from(campaigns).where(where),
  ]);
  // The page's campaigns only, through the (campaign_id, status) index.
  const ready =
    rows.length === 0
      ? []
      : await options.db
          .select({ campaignId: campaignRecipients.campaignId, total: count() })
          .from(campaignRecipients)
          .where(and(inArray(campaignRecipients.campaignId, rows.map((row) => row.id)), eq(campaignRecipients.status, 'ready')))
          .groupBy(campaignRecipients.campaignId);
  const readyOf = new Map(ready.map((row) => [row.campaignId, row.total]));
  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status as CampaignStatus,
      recipients_count: (row.sourceFile as StoredSourceFile).recipients_count,
      ready_count: readyOf.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}

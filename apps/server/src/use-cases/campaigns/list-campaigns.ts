import type { CampaignStatus, ListCampaignsResponse } from '@reelsmith/contracts';
import { campaigns, type Db } from '@reelsmith/db';
import { count, desc, eq } from 'drizzle-orm';
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
  return {
    campaigns: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status as CampaignStatus,
      recipients_count: (row.sourceFile as StoredSourceFile).recipients_count,
      created_at: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}

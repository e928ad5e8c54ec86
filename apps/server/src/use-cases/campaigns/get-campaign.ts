import type { CampaignDetails, CampaignTemplate, Language } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { campaignDetails, checkCampaignRows } from './campaign-details';
import { loadCampaignExtras } from './campaign-extras';
import { readCustomerTable } from './customer-table-store';
import { findOwnCampaign } from './find-campaign';

/** One of the user's campaigns with its file's rows checked against its template and mapping; anyone else's is NOT_FOUND. */
export async function getCampaign(options: { db: Db; mediaDir: string; userId: string; campaignId: string; language: Language; aiAvailable?: boolean }): Promise<CampaignDetails> {
  const campaign = await findOwnCampaign(options);
  const [table, extras] = await Promise.all([readCustomerTable({ mediaDir: options.mediaDir, campaign }), loadCampaignExtras(options.db, campaign, options.aiAvailable ?? false)]);
  const check = checkCampaignRows(
    { template: campaign.template as CampaignTemplate, mapping: campaign.mapping as Record<string, string>, language: campaign.language as Language },
    table,
  );
  return campaignDetails(campaign, table, check, options.language, extras);
}

import { POLL_INTERVAL_MS, type CampaignDetails, type Language } from '@reelsmith/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiOrNull } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { campaignsQueryKey } from './list-campaigns';

/**
 * The cache key of one campaign. The language is part of it: the server words skip reasons and
 * errors in the page's language, so another language is another answer.
 */
export function campaignQueryKey(id: string, language: Language) {
  return [...campaignsQueryKey, 'one', id, language] as const;
}

/** What a change makes of the cached campaign: the server's answer, or a function of the campaign cached. */
export type CampaignUpdate = CampaignDetails | ((cached: CampaignDetails | null | undefined) => CampaignDetails | null | undefined);

/**
 * Puts a change's answer in the cache of the campaign. A refresh still in flight was asked before
 * the change and, landing after it, would put the old campaign back on screen: it is cancelled first.
 */
export async function writeCachedCampaign(queryClient: QueryClient, id: string, language: Language, update: CampaignUpdate): Promise<void> {
  const queryKey = campaignQueryKey(id, language);
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<CampaignDetails | null>(queryKey, update);
}

/** GET /api/campaigns/:id: the campaign, or null when it is not the caller's or is gone (404 alike). */
export function getCampaign(id: string): Promise<CampaignDetails | null> {
  return apiOrNull<CampaignDetails>(`/api/campaigns/${encodeURIComponent(id)}`);
}

/** Whether something is being made that the page should follow: the videos of a running campaign, or the preview. */
export function isCampaignBusy(campaign: Pick<CampaignDetails, 'status' | 'preview'> | null | undefined): boolean {
  return campaign?.status === 'running' || campaign?.preview.status === 'rendering';
}

// A started campaign's view totals move as customers watch, at their own pace: once a minute is fresh enough.
const STARTED_REFRESH_MS = 60_000;

/**
 * How often to ask for a campaign again: every 3 s while it runs or its preview renders (spec §9's
 * poll interval), once a minute once it has started (its views), never for an idle draft.
 */
export function campaignRefreshMs(campaign: Pick<CampaignDetails, 'status' | 'preview'> | null | undefined): number | false {
  if (isCampaignBusy(campaign)) return POLL_INTERVAL_MS;
  return campaign && campaign.status !== 'draft' ? STARTED_REFRESH_MS : false;
}

/** One campaign, asked again as campaignRefreshMs says. */
export function useCampaign(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: campaignQueryKey(id, language),
    queryFn: () => getCampaign(id),
    refetchInterval: (query) => campaignRefreshMs(query.state.data),
  });
}

import { POLL_INTERVAL_MS, type CampaignDetails, type Language } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
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

/** GET /api/campaigns/:id: the campaign, or null when it is not the caller's or is gone (404 alike). */
export function getCampaign(id: string): Promise<CampaignDetails | null> {
  return apiOrNull<CampaignDetails>(`/api/campaigns/${encodeURIComponent(id)}`);
}

/** Whether something is being made that the page should follow: the videos of a running campaign, or the preview. */
export function isCampaignBusy(campaign: Pick<CampaignDetails, 'status' | 'preview'> | null | undefined): boolean {
  return campaign?.status === 'running' || campaign?.preview.status === 'rendering';
}

/** One campaign, asked again every 3 s while it runs or its preview renders (spec §9's poll interval). */
export function useCampaign(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: campaignQueryKey(id, language),
    queryFn: () => getCampaign(id),
    refetchInterval: (query) => (isCampaignBusy(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

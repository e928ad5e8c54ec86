import type { ListCampaignsResponse } from '@reelsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every campaign query starts with this key, so one invalidation refreshes them all. */
export const campaignsQueryKey = ['campaigns'] as const;

/** Campaigns shown per page of the list. */
export const CAMPAIGNS_PAGE_SIZE = 10;

// The list shows each campaign's ready count: followed while one of them makes videos.
const RUNNING_LIST_REFRESH_MS = 5_000;

/** How often to ask for a page of the list again: every 5 s while a campaign on it runs, else never. */
export function campaignListRefreshMs(list: ListCampaignsResponse | undefined): number | false {
  return list?.campaigns.some((campaign) => campaign.status === 'running') ? RUNNING_LIST_REFRESH_MS : false;
}

/** GET /api/campaigns: a page of the signed-in user's campaigns, newest first, and how many there are. */
export function listCampaigns({ page, limit }: { page: number; limit: number }): Promise<ListCampaignsResponse> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  return api<ListCampaignsResponse>(`/api/campaigns?${params.toString()}`);
}

/** The list page; the previous page stays on screen while the next one loads. */
export function useCampaigns(page: number) {
  return useQuery({
    queryKey: [...campaignsQueryKey, 'list', page],
    queryFn: () => listCampaigns({ page, limit: CAMPAIGNS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => campaignListRefreshMs(query.state.data),
  });
}

import type { CampaignStateResponse } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** POST /api/campaigns/:id/pause: rows not yet made wait until it is resumed. */
export function pauseCampaign(id: string): Promise<CampaignStateResponse> {
  return api<CampaignStateResponse>(`/api/campaigns/${encodeURIComponent(id)}/pause`, { method: 'POST' });
}

/** Pauses a campaign, then asks for it again. */
export function usePauseCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pauseCampaign(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}

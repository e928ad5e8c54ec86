import type { CampaignStateResponse } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** POST /api/campaigns/:id/cancel: stops for good; the credits of rows not yet made come back (`refunded`). */
export function cancelCampaign(id: string): Promise<CampaignStateResponse> {
  return api<CampaignStateResponse>(`/api/campaigns/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

/** Cancels a campaign, then asks for it again. */
export function useCancelCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelCampaign(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}

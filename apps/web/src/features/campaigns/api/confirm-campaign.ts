import type { ConfirmCampaignResponse } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** POST /api/campaigns/:id/confirm: starts the campaign, one credit charged per recipient (402, 403 and 400 say why not). */
export function confirmCampaign(id: string): Promise<ConfirmCampaignResponse> {
  return api<ConfirmCampaignResponse>(`/api/campaigns/${encodeURIComponent(id)}/confirm`, { method: 'POST' });
}

/** Starts a campaign, then asks for it (and the list) again: it is running now. */
export function useConfirmCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmCampaign(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}

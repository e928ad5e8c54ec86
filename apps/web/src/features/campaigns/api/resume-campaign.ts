import type { CampaignStateResponse } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** POST /api/campaigns/:id/resume: a paused campaign goes on where it stopped. */
export function resumeCampaign(id: string): Promise<CampaignStateResponse> {
  return api<CampaignStateResponse>(`/api/campaigns/${encodeURIComponent(id)}/resume`, { method: 'POST' });
}

/** Resumes a campaign, then asks for it again. */
export function useResumeCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeCampaign(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey }),
  });
}

import type { CampaignDetails, UpdateCampaignRequest } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { writeCachedCampaign } from './get-campaign';
import { campaignsQueryKey } from './list-campaigns';

/** PATCH /api/campaigns/:id: changes a draft; answers the campaign with its rows checked again. */
export function updateCampaign(id: string, changes: UpdateCampaignRequest): Promise<CampaignDetails> {
  return api<CampaignDetails>(`/api/campaigns/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes });
}

/** Saves changes to a draft; the answer replaces the cached campaign, so every section sees it at once. */
export function useUpdateCampaign(id: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (changes: UpdateCampaignRequest) => updateCampaign(id, changes),
    onSuccess: async (details) => {
      void queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
      await writeCachedCampaign(queryClient, id, language, details);
    },
  });
}

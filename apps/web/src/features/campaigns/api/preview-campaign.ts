import type { CampaignDetails, CampaignPreview } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { writeCachedCampaign } from './get-campaign';

/** POST /api/campaigns/:id/preview: starts the first row's video (free), or answers the one already made of these settings. */
export function previewCampaign(id: string): Promise<CampaignPreview> {
  return api<CampaignPreview>(`/api/campaigns/${encodeURIComponent(id)}/preview`, { method: 'POST' });
}

/** Starts the preview; the cached campaign takes its new state, which makes the page follow it while it renders. */
export function usePreviewCampaign(id: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: () => previewCampaign(id),
    onSuccess: (preview) => writeCachedCampaign(queryClient, id, language, (campaign: CampaignDetails | null | undefined) => (campaign ? { ...campaign, preview } : campaign)),
  });
}

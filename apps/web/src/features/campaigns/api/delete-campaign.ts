import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** DELETE /api/campaigns/:id: a draft, its file and its preview are gone. */
export async function deleteCampaign(id: string): Promise<void> {
  await api<undefined>(`/api/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a draft, then refreshes the list. */
export function useDeleteCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCampaign(id),
    onSuccess: () => queryClient.removeQueries({ queryKey: [...campaignsQueryKey, 'one', id] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] }),
  });
}

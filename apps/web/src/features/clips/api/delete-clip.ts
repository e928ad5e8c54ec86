import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clipsQueryKey } from './list-clips';

/** DELETE /api/clips/:id: the clip and its files are gone; campaigns that chose it no longer play it. */
export async function deleteClip(id: string): Promise<void> {
  await api<undefined>(`/api/clips/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a clip, then refreshes the list. */
export function useDeleteClip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClip, onSettled: () => queryClient.invalidateQueries({ queryKey: clipsQueryKey }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videosQueryKey } from './get-videos';

/** DELETE /api/videos/:id: the video and its files are gone. */
export async function deleteVideo(id: string): Promise<void> {
  await api<{ ok: true }>(`/api/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes one or several videos, each on its own, so one failure does not hide the others' success;
 * resolves with the ids deleted and those that failed, then refreshes the list.
 */
export function useDeleteVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map((id) => deleteVideo(id)));
      return {
        deleted: ids.filter((_, i) => results[i]?.status === 'fulfilled'),
        failed: ids.filter((_, i) => results[i]?.status === 'rejected'),
      };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: videosQueryKey }),
  });
}

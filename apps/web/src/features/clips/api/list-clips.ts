import type { Clip, ListClipsResponse } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A clip as GET /api/clips answers it. */
export type { Clip };

/** The cache key of the clip list, refreshed after an upload or a deletion. */
export const clipsQueryKey = ['clips'] as const;

/** While a clip is being prepared, the list is asked again this often (the spec's poll interval). */
export const CLIP_POLL_MS = 3000;

/** GET /api/clips: the signed-in user's clips, newest first. */
export async function listClips(): Promise<Clip[]> {
  return (await api<ListClipsResponse>('/api/clips')).clips;
}

/** The user's clips; asked again every few seconds while one is still being prepared. */
export function useClips() {
  return useQuery({
    queryKey: clipsQueryKey,
    queryFn: listClips,
    refetchInterval: (query) => (query.state.data?.some((clip) => clip.status === 'processing') ? CLIP_POLL_MS : false),
  });
}

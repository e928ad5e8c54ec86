import type { Clip, ListClipsResponse } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiOrNull } from '../../../lib/api-client';

/** GET /api/clips: the clips the user uploaded (the Upload screen), newest first. */
export async function listClips(): Promise<Clip[]> {
  const answer = await apiOrNull<ListClipsResponse>('/api/clips');
  return answer?.clips ?? [];
}

/** The user's clips, for picking one to play in the campaign's videos. */
export function useClips() {
  return useQuery({ queryKey: ['clips'], queryFn: listClips });
}

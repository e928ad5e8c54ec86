import { POLL_INTERVAL_MS, type Clip, type ListClipsResponse } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiOrNull } from '../../../lib/api-client';

/** GET /api/clips: the clips the user uploaded (the Upload screen), newest first. */
export async function listClips(): Promise<Clip[]> {
  const answer = await apiOrNull<ListClipsResponse>('/api/clips');
  return answer?.clips ?? [];
}

/** How often to ask for the clips again: every 3 s while one is still prepared (it can be chosen once ready), else never. */
export function clipsRefreshMs(clips: readonly Pick<Clip, 'status'>[] | undefined): number | false {
  return clips?.some((clip) => clip.status === 'processing') ? POLL_INTERVAL_MS : false;
}

/** The user's clips, for picking one to play in the campaign's videos; followed while one is prepared. */
export function useClips() {
  return useQuery({ queryKey: ['clips'], queryFn: listClips, refetchInterval: (query) => clipsRefreshMs(query.state.data) });
}

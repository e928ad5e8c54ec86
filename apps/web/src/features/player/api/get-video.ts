import type { VideoDetails } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiOrNull } from '../../../lib/api-client';

export type { VideoDetails };

/** A video of the signed-in user with the formats its ad exists in, or null when it is not theirs or gone (the API answers 404 alike). */
export function getVideo(videoId: string): Promise<VideoDetails | null> {
  return apiOrNull<VideoDetails>(`/api/videos/${encodeURIComponent(videoId)}`);
}

/** The video's details, cached like every query. */
export function useVideo(videoId: string) {
  return useQuery({ queryKey: ['videos', 'one', videoId], queryFn: () => getVideo(videoId) });
}

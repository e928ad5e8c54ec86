import type { VideoSummary } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/** One of the user's videos as GET /api/videos lists it. */
export type VideoDetails = VideoSummary;

/** A video of the signed-in user, or null when it is not theirs or gone (the API answers 404 alike). */
export async function getVideo(videoId: string): Promise<VideoDetails | null> {
  try {
    return await api<VideoSummary>(`/api/videos/${encodeURIComponent(videoId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The video's details, cached like every query. */
export function useVideo(videoId: string) {
  return useQuery({ queryKey: ['videos', 'one', videoId], queryFn: () => getVideo(videoId) });
}

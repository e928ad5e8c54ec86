import type { ListVideosResponse, VideoSummary } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One of the user's videos as GET /api/videos lists it. */
export type VideoDetails = VideoSummary;

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/**
 * A video of the signed-in user, or null when it is not theirs or gone. The API has no call for one
 * video yet, so it is looked up in the list (newest first: a new video is on the first page).
 */
export async function getVideo(videoId: string): Promise<VideoDetails | null> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api<ListVideosResponse>(`/api/videos?page=${page}&limit=${PAGE_SIZE}`);
    const found = answer.videos.find((video) => video.id === videoId);
    if (found) return found;
    if (page >= answer.pages) break;
  }
  return null;
}

/** The video's details, cached like every query. */
export function useVideo(videoId: string) {
  return useQuery({ queryKey: ['videos', 'one', videoId], queryFn: () => getVideo(videoId) });
}

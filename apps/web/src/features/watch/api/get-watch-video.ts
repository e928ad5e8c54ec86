import type { WatchVideo } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiOrNull } from '../../../lib/api-client';

/** A shared video by the slug of its link, or null when no video has it (unknown, or deleted: the API answers 404 alike). */
export function getWatchVideo(slug: string): Promise<WatchVideo | null> {
  return apiOrNull<WatchVideo>(`/api/watch/${encodeURIComponent(slug)}`);
}

/** The shared video of a watch page, cached like every query. */
export function useWatchVideo(slug: string) {
  return useQuery({ queryKey: ['watch', slug], queryFn: () => getWatchVideo(slug) });
}

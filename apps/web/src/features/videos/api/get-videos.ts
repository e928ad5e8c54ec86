import type { ListVideosResponse, VideoSummary } from '@reelsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One video of the list, as GET /api/videos answers it. */
export type { VideoSummary };

/** GET /api/videos answer: a page of the user's videos, newest first. */
export type VideosPage = ListVideosResponse;

/** What the list asks for. */
export interface VideosQuery {
  page: number;
  limit: number;
  q: string;
}

/** Every cached page of the list starts with this key, so one invalidation refreshes them all. */
export const videosQueryKey = ['videos'] as const;

/** A page of the signed-in user's videos, optionally those whose title contains `q`. */
export function getVideos({ page, limit, q }: VideosQuery): Promise<VideosPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim()) params.set('q', q.trim());
  return api<VideosPage>(`/api/videos?${params.toString()}`);
}

/** The list page; the previous page stays on screen while the next one loads. */
export function useVideos(query: VideosQuery) {
  return useQuery({ queryKey: [...videosQueryKey, query], queryFn: () => getVideos(query), placeholderData: keepPreviousData });
}

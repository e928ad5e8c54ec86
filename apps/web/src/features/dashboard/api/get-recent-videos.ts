import type { Language, VideoFormat } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many videos the dashboard lists. */
export const RECENT_VIDEOS_LIMIT = 5;

/** One video of GET /api/videos, as the dashboard shows it. */
export interface RecentVideo {
  id: string;
  title: string;
  format: VideoFormat;
  language: Language;
  duration_ms: number;
  poster_url: string | null;
  created_at: string;
}

/** GET /api/videos?limit=5: the latest videos, newest first, and how many there are in all. */
export function getRecentVideos(): Promise<{ videos: RecentVideo[]; total: number }> {
  return api(`/api/videos?page=1&limit=${RECENT_VIDEOS_LIMIT}`);
}

export function useRecentVideos() {
  return useQuery({ queryKey: ['videos', 'recent'], queryFn: getRecentVideos });
}

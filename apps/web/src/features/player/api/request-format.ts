import type { VideoFormat } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';

/** The answer of a format request: a job drawing it, or the video that already has it. */
export type FormatRequestAnswer = { job_id: string } | { video_id: string };

/** POST /api/videos/:id/formats: the same ad in another format, re-rendered at no charge. */
export function requestVideoFormat(videoId: string, format: VideoFormat): Promise<FormatRequestAnswer> {
  return api<FormatRequestAnswer>(`/api/videos/${encodeURIComponent(videoId)}/formats`, { json: { format } });
}

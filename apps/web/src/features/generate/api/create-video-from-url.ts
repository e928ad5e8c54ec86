import type { CreateVideoFromUrlRequest } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';

/** The 202 answer of a generation request: the job to follow. */
export interface CreatedVideoJob {
  job_id: string;
}

/** POST /api/videos/from-url: queues an ad of a product page (one credit). */
export function createVideoFromUrl(body: CreateVideoFromUrlRequest): Promise<CreatedVideoJob> {
  return api<CreatedVideoJob>('/api/videos/from-url', { json: body });
}

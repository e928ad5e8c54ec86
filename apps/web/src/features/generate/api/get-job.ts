import type { JobStatusResponse } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/jobs/:id: where a generation stands. */
export function getJob(jobId: string, signal?: AbortSignal): Promise<JobStatusResponse> {
  return api<JobStatusResponse>(`/api/jobs/${encodeURIComponent(jobId)}`, signal ? { signal } : {});
}

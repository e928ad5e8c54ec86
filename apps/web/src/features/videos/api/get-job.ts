import { api } from '../../../lib/api-client';
import type { Job } from '../../../lib/active-job';

/** GET /api/jobs/:id: where one generation stands. */
export function getJob(id: string): Promise<Job> {
  return api<Job>(`/api/jobs/${encodeURIComponent(id)}`);
}

import type { JobStatusResponse } from '@reelsmith/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/jobs/active answer. */
export interface ActiveJobResponse {
  has_active_job: boolean;
  active_job: JobStatusResponse | null;
}

/** GET /api/jobs/active: the signed-in user's running generation, if any. */
export function getActiveJob(): Promise<ActiveJobResponse> {
  return api<ActiveJobResponse>('/api/jobs/active');
}

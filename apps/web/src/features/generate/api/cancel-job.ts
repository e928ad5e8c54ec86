import { api } from '../../../lib/api-client';

/** POST /api/jobs/:id/cancel: stops a running generation; its credit comes back. */
export function cancelJob(jobId: string): Promise<{ ok: true; status: 'cancelled' }> {
  return api(`/api/jobs/${encodeURIComponent(jobId)}/cancel`, { method: 'POST' });
}

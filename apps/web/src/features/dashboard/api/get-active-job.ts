import type { JobStatusResponse } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/jobs/active: the generation running now, if any. */
export function getActiveJob(): Promise<{ has_active_job: boolean; active_job: JobStatusResponse | null }> {
  return api('/api/jobs/active');
}

/** The running generation, checked again every few seconds while there is one. */
export function useActiveJob() {
  return useQuery({
    queryKey: ['jobs', 'active'],
    queryFn: getActiveJob,
    refetchInterval: (query) => (query.state.data?.has_active_job ? 5_000 : false),
  });
}

import { POLL_INTERVAL_MS, type JobErrorType, type JobStatus } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A generation job as GET /api/jobs/:id and /api/jobs/active answer it. */
export interface Job {
  job_id: string;
  status: JobStatus;
  progress: number;
  stage: string | null;
  title: string;
  result: { video_id: string; video_url: string; poster_url: string | null } | null;
  error: string | null;
  error_type: JobErrorType | null;
  created_at: string;
}

/** GET /api/jobs/active answer. */
export interface ActiveJobResponse {
  has_active_job: boolean;
  active_job: Job | null;
}

export const activeJobQueryKey = ['jobs', 'active'] as const;

/** The user's running generation, if any. */
export function getActiveJob(): Promise<ActiveJobResponse> {
  return api<ActiveJobResponse>('/api/jobs/active');
}

/** Where one generation stands. */
export function getJob(id: string): Promise<Job> {
  return api<Job>(`/api/jobs/${encodeURIComponent(id)}`);
}

/** The running generation, checked every 3 s (spec §9) while there is one. */
export function useActiveJob() {
  return useQuery({
    queryKey: activeJobQueryKey,
    queryFn: getActiveJob,
    refetchInterval: (query) => (query.state.data?.has_active_job ? POLL_INTERVAL_MS : false),
  });
}

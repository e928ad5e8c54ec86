import { POLL_INTERVAL_MS, type JobErrorType, type JobStatus } from '@reelsmith/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api-client';

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

/**
 * The running generation, checked every 3 s (spec §9) while there is one. When it ends, the lists
 * of videos and the credit balance are fetched again: a new video, or a credit given back.
 */
export function useActiveJob() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: activeJobQueryKey,
    queryFn: getActiveJob,
    refetchInterval: (current) => (current.state.data?.has_active_job ? POLL_INTERVAL_MS : false),
  });
  const hasActiveJob = query.data?.has_active_job;
  const hadActiveJob = useRef(hasActiveJob);
  useEffect(() => {
    if (hadActiveJob.current && hasActiveJob === false) {
      void queryClient.invalidateQueries({ queryKey: ['videos'] });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    }
    hadActiveJob.current = hasActiveJob;
  }, [hasActiveJob, queryClient]);
  return query;
}

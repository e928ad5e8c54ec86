import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveJob, type Job } from '../../../lib/active-job';
import { getJob } from '../api/get-job';
import { videosQueryKey } from '../api/get-videos';

/**
 * The generations the list shows beside the finished videos (which are all GET /api/videos has):
 * the running one (pending or processing, polled), and the one that just failed while the list
 * was open. When a followed generation ends, the list is refreshed so its video appears.
 */
export function useGenerations(): { running: Job | null; failed: Job | null; dismissFailed: () => void } {
  const queryClient = useQueryClient();
  const active = useActiveJob();
  const running = active.data?.active_job ?? null;
  const [followedId, setFollowedId] = useState<string | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  // Adjusting state while rendering (not in an effect): the newest running job is the one followed.
  if (running && running.job_id !== followedId) setFollowedId(running.job_id);
  const hasEnded = followedId !== null && active.isSuccess && running?.job_id !== followedId;
  const ended = useQuery({
    queryKey: ['jobs', followedId],
    queryFn: async () => {
      const job = await getJob(followedId ?? '');
      await queryClient.invalidateQueries({ queryKey: videosQueryKey });
      return job;
    },
    enabled: hasEnded,
  });
  const failed = hasEnded && ended.data?.status === 'failed' && ended.data.job_id !== dismissedId ? ended.data : null;
  return { running, failed, dismissFailed: () => setDismissedId(failed?.job_id ?? null) };
}

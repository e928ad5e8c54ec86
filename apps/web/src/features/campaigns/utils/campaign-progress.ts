import type { CampaignStatus, RecipientCounts } from '@reelsmith/contracts';

/** Where a started campaign stands, from its recipients per status. */
export interface CampaignProgress {
  total: number;
  ready: number;
  failed: number;
  cancelled: number;
  /** Waiting for a worker or being made. */
  waiting: number;
  /** Made or given up: ready, failed or cancelled. */
  finished: number;
  /** Whole percent of recipients finished: 100 only once every one is. */
  percent: number;
}

/** The counts and the bar's percentage of a campaign (0 % for one without recipients). */
export function campaignProgress(counts: RecipientCounts): CampaignProgress {
  const { pending, rendering, ready, failed, cancelled } = counts;
  const total = pending + rendering + ready + failed + cancelled;
  const finished = ready + failed + cancelled;
  // Rounded down, so 999 of 1,000 reads 99 %, not a 100 % that is not true yet.
  const percent = total === 0 ? 0 : Math.floor((finished / total) * 100);
  return { total, ready, failed, cancelled, waiting: pending + rendering, finished, percent };
}

/** Whole percent of `part` in `whole` (0 when there is no whole), for the list's ready/total bars. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, part) / whole) * 100));
}

/**
 * What a screen reader is told of a campaign's progress, as a mark that changes only when there is
 * news: the status (it started, paused, completed, was cancelled), the first failure, or another
 * 10 % step. The bar's aria-valuenow keeps the exact value for anyone who asks.
 */
export function announcementMark(status: CampaignStatus, progress: Pick<CampaignProgress, 'percent' | 'failed'>): string {
  return `${status}:${Math.floor(progress.percent / 10) * 10}:${progress.failed > 0 ? 'failures' : 'none'}`;
}

/**
 * A mark of what moves the user's balance while a campaign runs: the server gives back the credit
 * of each row that fails or is cancelled, and settles when the campaign stops running. When it
 * changes, the balance is asked for again.
 */
export function creditsMark(status: CampaignStatus, counts: Pick<RecipientCounts, 'failed' | 'cancelled'>): string {
  return `${status === 'running' ? 'running' : 'stopped'}:${counts.failed}:${counts.cancelled}`;
}

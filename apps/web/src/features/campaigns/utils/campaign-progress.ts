import type { RecipientCounts } from '@reelsmith/contracts';

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

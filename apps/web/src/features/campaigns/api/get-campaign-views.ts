import type { CampaignViewsResponse, VIEW_BUCKETS } from '@reelsmith/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsQueryKey } from './list-campaigns';

/** Hourly or daily points of the views chart. */
export type ViewBucket = (typeof VIEW_BUCKETS)[number];

// Views come from people opening links at their own pace: once a minute is fresh enough.
const VIEWS_REFRESH_MS = 60_000;

/** The browser's time zone, so buckets start at the viewer's midnight; UTC when the browser will not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/campaigns/:id/views: watch-page events per hour or day, oldest first, empty buckets included. */
export function getCampaignViews(id: string, bucket: ViewBucket, timeZone: string | undefined): Promise<CampaignViewsResponse> {
  const params = new URLSearchParams({ bucket });
  if (timeZone) params.set('tz', timeZone);
  return api<CampaignViewsResponse>(`/api/campaigns/${encodeURIComponent(id)}/views?${params.toString()}`);
}

/**
 * The views over time, refreshed now and then while the page is open, and whenever the campaign's
 * totals move (`totalsVersion`), so the chart agrees with the totals above it.
 */
export function useCampaignViews(id: string, bucket: ViewBucket, totalsVersion: string) {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: [...campaignsQueryKey, 'views', id, bucket, timeZone, totalsVersion],
    queryFn: () => getCampaignViews(id, bucket, timeZone),
    placeholderData: keepPreviousData,
    refetchInterval: VIEWS_REFRESH_MS,
  });
}

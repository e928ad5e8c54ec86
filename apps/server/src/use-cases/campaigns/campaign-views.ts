import type { CampaignViewsResponse, VIEW_BUCKETS } from '@reelsmith/contracts';
import { isInvalidParameterValue, watchEvents, type Db } from '@reelsmith/db';
import { eq, min, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { findOwnCampaign } from './find-campaign';

type Bucket = (typeof VIEW_BUCKETS)[number];

/** The most points a series has: two weeks of hours. Longer spans are told by day, and days from the last this many. */
export const MAX_VIEW_POINTS = 24 * 14;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const BUCKET_MS: Readonly<Record<Bucket, number>> = { hour: HOUR_MS, day: DAY_MS };

const unknownZone = (tz: string, cause?: unknown) =>
  new AppError('VALIDATION_ERROR', { cause, params: { fields: 'tz' }, details: [{ field: 'tz', key: 'validation.invalid_value' }], internalMessage: `unknown time zone ${tz}` });

/** Whether the browser would know the zone: Intl refuses what is not an IANA name (PostgreSQL is asked when the series is read). */
function assertTimeZone(tz: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    throw unknownZone(tz);
  }
}

/**
 * The span the series covers and how it is cut: hours as asked while they fit in MAX_VIEW_POINTS
 * (a margin of two covers a partly elapsed first and last bucket), else days; days beyond
 * MAX_VIEW_POINTS start later, so the chart shows the most recent ones.
 */
export function viewWindow(start: Date, now: Date, asked: Bucket): { start: Date; bucket: Bucket } {
  const fits = (bucket: Bucket) => now.getTime() - start.getTime() <= (MAX_VIEW_POINTS - 2) * BUCKET_MS[bucket];
  const bucket = asked === 'hour' && fits('hour') ? 'hour' : 'day';
  return { bucket, start: fits(bucket) ? start : new Date(now.getTime() - (MAX_VIEW_POINTS - 2) * BUCKET_MS[bucket]) };
}

interface PointRow extends Record<string, unknown> {
  at: string;
  opened: number;
  played: number;
  completed: number;
}

/**
 * One of the user's campaigns' watch-page views over time (GET /api/campaigns/:id/views): per hour
 * or day of the given IANA zone, from its start (confirmation, or its first event) to now, empty
 * buckets included; each counts the recipients who opened, played and watched to the end in it
 * (a recipient's repeats within a bucket count once). A draft with no event has no points.
 */
export async function campaignViews(options: { db: Db; userId: string; campaignId: string; bucket: Bucket; tz?: string | undefined; now?: Date }): Promise<CampaignViewsResponse> {
  const { db } = options;
  const tz = options.tz ?? 'UTC';
  assertTimeZone(tz);
  const campaign = await findOwnCampaign(options);
  const now = options.now ?? new Date();
  const [first] = await db.select({ at: min(watchEvents.createdAt) }).from(watchEvents).where(eq(watchEvents.campaignId, campaign.id));
  const starts = [campaign.confirmedAt, first?.at].filter((at): at is Date => at instanceof Date);
  if (starts.length === 0) return { bucket: options.bucket, points: [] };
  const window = viewWindow(new Date(Math.min(...starts.map((at) => at.getTime()))), now, options.bucket);
  const unit = window.bucket;
  const step = `1 ${unit}`;
  // Buckets are the zone's wall-clock hours or days (generate_series over local timestamps), so a
  // day is the zone's day whatever its offset; each is answered as the UTC instant it starts at.
  const series = db.execute<PointRow>(sql`
    with counts as (
      select date_trunc(${unit}::text, ${watchEvents.createdAt} at time zone ${tz}::text) as bucket,
        count(distinct ${watchEvents.recipientId}) filter (where ${watchEvents.kind} = 'opened')::int as opened,
        count(distinct ${watchEvents.recipientId}) filter (where ${watchEvents.kind} = 'played')::int as played,
        count(distinct ${watchEvents.recipientId}) filter (where ${watchEvents.kind} = 'watched_100')::int as completed
      from ${watchEvents}
      where ${watchEvents.campaignId} = ${campaign.id} and ${watchEvents.createdAt} >= ${window.start.toISOString()}::timestamptz
        and ${watchEvents.createdAt} <= ${now.toISOString()}::timestamptz
      group by 1
    )
    select to_char(series.bucket at time zone ${tz}::text at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
      coalesce(counts.opened, 0) as opened, coalesce(counts.played, 0) as played, coalesce(counts.completed, 0) as completed
    from generate_series(
      date_trunc(${unit}::text, ${window.start.toISOString()}::timestamptz at time zone ${tz}::text),
      date_trunc(${unit}::text, ${now.toISOString()}::timestamptz at time zone ${tz}::text),
      ${step}::interval
    ) as series(bucket)
    left join counts on counts.bucket = series.bucket
    order by series.bucket`);
  // Intl knows some zones the database's tz data does not (US/Pacific-New, gone from tzdata in 2020):
  // PostgreSQL refuses them with invalid_parameter_value, which the other parameters cannot cause.
  const result = await series.catch((error: unknown) => {
    throw isInvalidParameterValue(error) ? unknownZone(tz, error) : error;
  });
  const points: CampaignViewsResponse['points'] = [];
  for (const { at, opened, played, completed } of (result as { rows: PointRow[] }).rows) {
    // A wall-clock hour skipped by a daylight-saving change starts at the same instant as the next
    // one and can hold no event: the later bucket stands for both.
    if (points.at(-1)?.at === at) points.pop();
    points.push({ at, opened: Number(opened), played: Number(played), completed: Number(completed) });
  }
  return { bucket: unit, points };
}

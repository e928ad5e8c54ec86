import { z } from 'zod';
import { DEFAULT_VIDEOS_PAGE, RECIPIENT_EMAIL_STATUSES, RECIPIENT_STATUSES, WATCH_EVENT_KINDS } from '../constants';

/** GET /api/campaigns/:id/recipients query: a page of rows, optionally of one status or matching a search. */
export const listRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_VIDEOS_PAGE),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(RECIPIENT_STATUSES).optional(),
  q: z.string().trim().max(200).optional().meta({ description: 'Matches the e-mail, the phone or any variable’s value' }),
});

/** One row of a campaign as its page lists it: who, how their video stands, and how it was delivered and watched. */
export const recipientSchema = z
  .object({
    id: z.uuid(),
    row: z.number().int().meta({ description: 'The file row' }),
    name: z.string().nullable().meta({ description: 'first_name or name when the mapping has one' }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    variables: z.record(z.string(), z.string()),
    status: z.enum(RECIPIENT_STATUSES),
    error: z.string().nullable().meta({ description: 'Why the row has no video, in the caller’s language' }),
    share_url: z.string().nullable().meta({ description: 'The watch page /v/<slug> (absolute)' }),
    video_url: z.string().nullable().meta({ description: 'The MP4 (absolute)' }),
    poster_url: z.string().nullable(),
    email_status: z.enum(RECIPIENT_EMAIL_STATUSES).nullable(),
    emailed_at: z.string().nullable(),
    opened_at: z.string().nullable(),
    played_at: z.string().nullable(),
    watched_percent: z.number().int().min(0).max(100),
  })
  .meta({ id: 'Recipient' });

/** A campaign row as listed. */
export type Recipient = z.infer<typeof recipientSchema>;

/** GET /api/campaigns/:id/recipients answer. */
export const listRecipientsResponseSchema = z
  .object({ recipients: z.array(recipientSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() })
  .meta({ id: 'ListRecipientsResponse' });

/** GET /api/campaigns/:id/recipients answer. */
export type ListRecipientsResponse = z.infer<typeof listRecipientsResponseSchema>;

/** Buckets of the views chart. */
export const VIEW_BUCKETS = ['hour', 'day'] as const;

/** GET /api/campaigns/:id/views query: hourly or daily buckets (the hour by default), in a time zone. */
export const campaignViewsQuerySchema = z.object({
  bucket: z.enum(VIEW_BUCKETS).default('hour'),
  tz: z.string().trim().max(64).regex(/^[A-Za-z0-9_+\-/]+$/).optional().meta({ description: 'IANA time zone of the buckets; UTC by default' }),
});

/** GET /api/campaigns/:id/views answer: watch-page events per bucket, oldest first, empty buckets included. */
export const campaignViewsResponseSchema = z
  .object({
    bucket: z.enum(VIEW_BUCKETS),
    points: z.array(z.object({ at: z.string(), opened: z.number().int(), played: z.number().int(), completed: z.number().int() })),
  })
  .meta({ id: 'CampaignViewsResponse' });

/** GET /api/campaigns/:id/views answer. */
export type CampaignViewsResponse = z.infer<typeof campaignViewsResponseSchema>;

/** Formats of the export of a campaign's rows. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** GET /api/campaigns/:id/export query. */
export const campaignExportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });

/** POST /api/watch/:slug/events body: what the watch page saw, and the browser's anonymous id (repeats count once). */
export const watchEventRequestSchema = z
  .object({
    kind: z.enum(WATCH_EVENT_KINDS),
    viewer_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .strict()
  .meta({ id: 'WatchEventRequest' });

/** POST /api/watch/:slug/events body. */
export type WatchEventRequest = z.infer<typeof watchEventRequestSchema>;

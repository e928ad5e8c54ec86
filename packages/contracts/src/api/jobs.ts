import { z } from 'zod';
import { DEFAULT_VIDEOS_PAGE, DEFAULT_VIDEOS_PAGE_SIZE, VIDEO_FORMATS } from '../constants';
import { JOB_ERROR_TYPES, JOB_STATUSES } from '../jobs';
import { LANGUAGES } from '../languages';

/** A product page address as people paste it: trimmed, http(s) only (spec §5 'Please enter a valid URL'). */
const productUrl = z
  .string({ error: 'INVALID_URL' })
  .trim()
  .min(1, { error: 'INVALID_URL', abort: true })
  .max(2_000, { error: 'INVALID_URL', abort: true })
  .pipe(z.url({ protocol: /^https?$/, error: 'INVALID_URL' }));

/** POST /api/videos/from-url body (DESIGN.md): the page, and optionally a title, format and language. */
export const createVideoFromUrlRequestSchema = z
  .object({
    product_url: productUrl,
    video_title: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .transform((value) => value || null),
    format: z.enum(VIDEO_FORMATS).default('9:16'),
    language: z.enum(LANGUAGES).optional(),
  })
  .meta({ id: 'CreateVideoFromUrlRequest' });

/** POST /api/videos/from-url body as sent. */
export type CreateVideoFromUrlRequest = z.input<typeof createVideoFromUrlRequestSchema>;

/** 202 answer of a generation request: the job to poll. */
export const createVideoJobResponseSchema = z.object({ job_id: z.uuid() }).meta({ id: 'CreateVideoJobResponse' });

/** GET /api/jobs/:id: where a generation stands (spec §7 check-job-status). */
export const jobStatusResponseSchema = z
  .object({
    job_id: z.uuid(),
    status: z.enum(JOB_STATUSES),
    progress: z.number().int().min(0).max(100),
    stage: z.string().nullable(),
    title: z.string(),
    result: z.object({ video_id: z.uuid(), video_url: z.string(), poster_url: z.string().nullable() }).nullable(),
    error: z.string().nullable(),
    error_type: z.enum(JOB_ERROR_TYPES).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'JobStatusResponse' });

/** A job's status as answered. */
export type JobStatusResponse = z.infer<typeof jobStatusResponseSchema>;

/** GET /api/jobs/active (spec §7 check-active-jobs). */
export const activeJobResponseSchema = z
  .object({ has_active_job: z.boolean(), active_job: jobStatusResponseSchema.nullable() })
  .meta({ id: 'ActiveJobResponse' });

/** POST /api/jobs/:id/cancel answer. */
export const cancelJobResponseSchema = z.object({ ok: z.literal(true), status: z.literal('cancelled') }).meta({ id: 'CancelJobResponse' });

/** GET /api/videos query: page from 1, page size (default 10, spec §9), search in titles. */
export const listVideosQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_VIDEOS_PAGE),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_VIDEOS_PAGE_SIZE),
  q: z.string().trim().max(200).optional(),
});

/** One video in the list. */
export const videoSummarySchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.literal('completed'),
    source_url: z.string().nullable(),
    format: z.enum(VIDEO_FORMATS),
    language: z.enum(LANGUAGES),
    duration_ms: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    video_url: z.string(),
    poster_url: z.string().nullable(),
    download_url: z.string(),
    share_url: z.string().meta({ description: 'The public watch page (/v/<slug>): anyone with this address can watch the video' }),
    has_watermark: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'VideoSummary' });

/** Every format one ad exists in: this video and its re-renders (and the video they came from). */
const videoFormatsSchema = z.array(z.object({ format: z.enum(VIDEO_FORMATS), video_id: z.uuid() }));

/** GET /api/videos/:id: a video and the formats its ad exists in. */
export const videoDetailsSchema = videoSummarySchema.extend({ formats: videoFormatsSchema }).meta({ id: 'VideoDetails' });

/** One video as GET /api/videos/:id answers it. */
export type VideoDetails = z.infer<typeof videoDetailsSchema>;

/** POST /api/videos/:id/formats body: the format to make the same ad in (no charge). */
export const createVideoFormatRequestSchema = z.object({ format: z.enum(VIDEO_FORMATS) }).meta({ id: 'CreateVideoFormatRequest' });

/** 200 answer of a format request: the ad already exists in that format. */
export const existingVideoFormatResponseSchema = z.object({ video_id: z.uuid() }).meta({ id: 'ExistingVideoFormatResponse' });

/** GET /api/videos answer: a page of the user's videos, newest first, and how many there are. */
export const listVideosResponseSchema = z
  .object({ videos: z.array(videoSummarySchema), total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() })
  .meta({ id: 'ListVideosResponse' });

/** One video in the list, as the API answers it. */
export type VideoSummary = z.infer<typeof videoSummarySchema>;

/** GET /api/videos answer. */
export type ListVideosResponse = z.infer<typeof listVideosResponseSchema>;

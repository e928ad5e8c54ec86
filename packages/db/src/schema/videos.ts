import { ACTIVE_JOB_STATUSES, FEEDBACK_CATEGORIES, FEEDBACK_RATINGS, JOB_ERROR_TYPES, JOB_STATUSES, JOB_TYPES, LANGUAGES, VIDEO_FORMATS } from '@reelsmith/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { users } from './users';

/** A video generation request and its progress; the queue carries only its id. */
export const videoJobs = pgTable(
  'video_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    /** 0–100, reported by the worker. */
    progress: integer('progress').notNull().default(0),
    /** The stage the worker is in (reading_page, writing_script, recording_voice, rendering…). */
    stage: text('stage'),
    title: text('title').notNull(),
    /** The request as validated: product URL or description and image keys, format, language. */
    input: jsonb('input').notNull(),
    error: text('error'),
    errorType: text('error_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('video_jobs_type_check', oneOf(t.type, JOB_TYPES)),
    check('video_jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('video_jobs_error_type_check', sql`${t.errorType} is null or ${oneOf(t.errorType, JOB_ERROR_TYPES)}`),
    check('video_jobs_progress_check', sql`${t.progress} between 0 and 100`),
    // One generation at a time per user (spec §4), held by the database even under concurrent requests.
    uniqueIndex('video_jobs_one_active_per_user')
      .on(t.userId)
      .where(sql`${oneOf(t.status, ACTIVE_JOB_STATUSES)}`),
    index('video_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('video_jobs_status_idx').on(t.status, t.createdAt),
  ],
);

/** A finished video: its media, its storyboard (for re-rendering in other formats) and its share page. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => videoJobs.id, { onDelete: 'set null' }),
    /** The video this one re-renders in another format, if any. */
    sourceVideoId: uuid('source_video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    /** The campaign this video was made for (a row's video or its preview); "My videos" leaves these out. */
    campaignId: uuid('campaign_id').references((): AnyPgColumn => campaigns.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    sourceUrl: text('source_url'),
    format: text('format').notNull(),
    language: text('language').notNull(),
    durationMs: integer('duration_ms').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Unguessable storage keys of the MP4 and its poster. */
    mediaKey: text('media_key').notNull().unique(),
    posterKey: text('poster_key'),
    storyboard: jsonb('storyboard'),
    /** Media-dir folder of what the storyboard draws on (pictures, narration, music), shared by every format of the ad. */
    assetKey: text('asset_key'),
    hasWatermark: boolean('has_watermark').notNull().default(false),
    /** Unguessable slug of the public watch page /v/:slug. */
    shareSlug: text('share_slug').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('videos_format_check', oneOf(t.format, VIDEO_FORMATS)),
    check('videos_language_check', oneOf(t.language, LANGUAGES)),
    index('videos_user_created_idx').on(t.userId, t.createdAt),
    index('videos_source_idx').on(t.sourceVideoId),
    index('videos_asset_key_idx').on(t.assetKey),
    index('videos_campaign_idx').on(t.campaignId),
  ],
);

/** In-app feedback on a generated video: thumbs, category and comment (spec §3). */
export const videoFeedback = pgTable(
  'video_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    category: text('category').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('video_feedback_rating_check', oneOf(t.rating, FEEDBACK_RATINGS)),
    check('video_feedback_category_check', oneOf(t.category, FEEDBACK_CATEGORIES)),
    check('video_feedback_comment_check', sql`length(btrim(${t.comment})) > 0`),
    index('video_feedback_video_idx').on(t.videoId),
  ],
);

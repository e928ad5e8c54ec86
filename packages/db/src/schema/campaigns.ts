import {
  CAMPAIGN_PERSONALIZATIONS,
  CAMPAIGN_PREVIEW_STATUSES,
  CAMPAIGN_STATUSES,
  CLIP_POSITIONS,
  CLIP_STATUSES,
  LANGUAGES,
  RECIPIENT_EMAIL_STATUSES,
  RECIPIENT_STATUSES,
  VIDEO_FORMATS,
  WATCH_EVENT_KINDS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
} from '@reelsmith/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz, updatedAt } from './columns';
import { users } from './users';
import { videos } from './videos';

// videos.ts imports this file too (videos.campaign_id): references to videos stay lazy and typed
// AnyPgColumn, so neither module needs the other evaluated first.

/**
 * A video clip a business uploaded (spec §2 "Upload video"), e.g. a presenter's intro, to play as a
 * shared scene of its campaigns. Checked by content on upload, then normalised once (a job).
 */
export const clips = pgTable(
  'clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('processing'),
    /** The container it came in, as read from its bytes: mp4, mov or webm. */
    container: text('container').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Unguessable media keys: the file as uploaded (removed once normalised), the normalised MP4, its poster. */
    sourceKey: text('source_key'),
    mediaKey: text('media_key').unique(),
    posterKey: text('poster_key'),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    hasAudio: boolean('has_audio'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('clips_status_check', oneOf(t.status, CLIP_STATUSES)),
    check('clips_container_check', sql`${t.container} in ('mp4', 'mov', 'webm')`),
    check('clips_size_check', sql`${t.sizeBytes} > 0`),
    index('clips_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A personalized video campaign: one script template, one uploaded customer list, one video per row. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('draft'),
    language: text('language').notNull(),
    format: text('format').notNull(),
    voice: text('voice'),
    /** The script template: scenes with {{variables}}, validated by contracts, opaque here. */
    template: jsonb('template').notNull(),
    /** Product facts the script draws on, or null. */
    product: jsonb('product'),
    personalization: text('personalization').notNull().default('template'),
    /** Column index of the uploaded file → variable name. */
    mapping: jsonb('mapping').notNull(),
    /** The uploaded file: name, kind, size, sheet, row count and the rows skipped with why. */
    sourceFile: jsonb('source_file').notNull(),
    /** The call to action ({label, url}) shown on the watch page, or null. */
    cta: jsonb('cta'),
    /** E-mail subject and sender name, webhook URL. */
    delivery: jsonb('delivery').notNull().default({}),
    /** Signs webhook payloads; null while the campaign has no webhook. */
    webhookSecret: text('webhook_secret'),
    /** An uploaded clip that plays in every row's video, and where: before the first scene or after the last. */
    clipId: uuid('clip_id').references(() => clips.id, { onDelete: 'set null' }),
    clipPosition: text('clip_position'),
    /** Media-dir folder of the parts every row's video shares (music, pictures, fixed narration). */
    assetKey: text('asset_key'),
    previewStatus: text('preview_status').notNull().default('none'),
    previewVideoId: uuid('preview_video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    previewError: text('preview_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the user confirmed and was charged: the draft became running. */
    confirmedAt: timestamptz('confirmed_at'),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('campaigns_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
    check('campaigns_language_check', oneOf(t.language, LANGUAGES)),
    check('campaigns_format_check', oneOf(t.format, VIDEO_FORMATS)),
    check('campaigns_personalization_check', oneOf(t.personalization, CAMPAIGN_PERSONALIZATIONS)),
    check('campaigns_preview_status_check', oneOf(t.previewStatus, CAMPAIGN_PREVIEW_STATUSES)),
    check('campaigns_clip_position_check', sql`${t.clipPosition} is null or ${oneOf(t.clipPosition, CLIP_POSITIONS)}`),
    index('campaigns_user_created_idx').on(t.userId, t.createdAt),
    // Deleting a clip clears it from the campaigns that use it without a scan.
    index('campaigns_clip_idx')
      .on(t.clipId)
      .where(sql`${t.clipId} is not null`),
  ],
);

/** One row of a campaign's customer list: its variables, its video, its e-mail and how it was watched. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** 1-based row of the uploaded file, so errors point at the line the user sees in their sheet. */
    rowNumber: integer('row_number').notNull(),
    /** Variable name → this row's value. */
    variables: jsonb('variables').notNull(),
    email: text('email'),
    /** E.164. */
    phone: text('phone'),
    /** The scenes the language model wrote for this row (campaigns personalized by AI), as rendered. */
    script: jsonb('script'),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    errorType: text('error_type'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The queue job holding the row while it renders. The same job, handed back by the queue after
     * its worker died, takes the row again at once; any other job waits until the row goes stale.
     */
    claimedBy: text('claimed_by'),
    videoId: uuid('video_id').references((): AnyPgColumn => videos.id, { onDelete: 'set null' }),
    emailStatus: text('email_status'),
    emailedAt: timestamptz('emailed_at'),
    openedAt: timestamptz('opened_at'),
    playedAt: timestamptz('played_at'),
    /** Furthest quarter reached on the watch page, 0–100. */
    watchedPercent: integer('watched_percent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaign_recipients_status_check', oneOf(t.status, RECIPIENT_STATUSES)),
    check(
      'campaign_recipients_email_status_check',
      sql`${t.emailStatus} is null or ${oneOf(t.emailStatus, RECIPIENT_EMAIL_STATUSES)}`,
    ),
    check('campaign_recipients_row_number_check', sql`${t.rowNumber} >= 1`),
    check('campaign_recipients_attempts_check', sql`${t.attempts} >= 0`),
    check('campaign_recipients_watched_percent_check', sql`${t.watchedPercent} between 0 and 100`),
    uniqueIndex('campaign_recipients_row_unique').on(t.campaignId, t.rowNumber),
    index('campaign_recipients_status_idx').on(t.campaignId, t.status),
    // The watch page finds a video's row by it, and deleting a video nulls it here without a scan.
    index('campaign_recipients_video_idx')
      .on(t.videoId)
      .where(sql`${t.videoId} is not null`),
    // The campaign sweep looks for rows whose worker or whose e-mail job was lost.
    index('campaign_recipients_rendering_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'rendering'`),
    index('campaign_recipients_email_queued_idx')
      .on(t.updatedAt)
      .where(sql`${t.emailStatus} = 'queued'`),
    // The worker takes the next rows to render in file order; the index holds only those still waiting.
    index('campaign_recipients_pending_idx')
      .on(t.campaignId, t.rowNumber)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What the public watch page reports, one row per event; a recipient's counters are derived from it. */
export const watchEvents = pgTable(
  'watch_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references((): AnyPgColumn => videos.id, { onDelete: 'cascade' }),
    /** The campaign the video belongs to (a row's video), so a campaign's views are counted without a join. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The campaign row the video was made for; null for a video outside campaigns. */
    recipientId: uuid('recipient_id').references(() => campaignRecipients.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Anonymous per-browser id; null when the browser keeps none, and then nothing is deduplicated. */
    viewerKey: text('viewer_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('watch_events_kind_check', oneOf(t.kind, WATCH_EVENT_KINDS)),
    // A viewer's replays and reloads count once per milestone.
    uniqueIndex('watch_events_viewer_once')
      .on(t.videoId, t.viewerKey, t.kind)
      .where(sql`${t.viewerKey} is not null`),
    index('watch_events_video_created_idx').on(t.videoId, t.createdAt),
    index('watch_events_recipient_idx').on(t.recipientId),
    // The campaign page's chart: a campaign's events over time.
    index('watch_events_campaign_created_idx')
      .on(t.campaignId, t.createdAt)
      .where(sql`${t.campaignId} is not null`),
  ],
);

/** Addresses that unsubscribed from one business's campaign e-mails; checked before every send. */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    /** The business whose e-mails were unsubscribed from, not the recipient. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'email_unsubscribes_pk', columns: [t.userId, t.email] }),
    // Stored lower-cased so the primary key compares addresses case-insensitively.
    check('email_unsubscribes_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A campaign's webhook calls: queued once per event, retried until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The row a video.ready is about; null for campaign.completed. */
    recipientId: uuid('recipient_id').references(() => campaignRecipients.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_event_check', oneOf(t.event, WEBHOOK_EVENTS)),
    check('webhook_deliveries_status_check', oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
    // Only video.ready names a row; this is what lets the unique key below treat a null as one value.
    check(
      'webhook_deliveries_recipient_check',
      sql`(${t.event} = 'video.ready') = (${t.recipientId} is not null)`,
    ),
    // NULLS NOT DISTINCT: campaign.completed (no recipient) is queued once per campaign too.
    unique('webhook_deliveries_event_once').on(t.campaignId, t.event, t.recipientId).nullsNotDistinct(),
    // Deleting a campaign's rows cascades here one row at a time; without it each would be a scan.
    index('webhook_deliveries_recipient_idx')
      .on(t.recipientId)
      .where(sql`${t.recipientId} is not null`),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

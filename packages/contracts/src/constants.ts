/** Business constants and limits of spec §9 (and the decisions DESIGN.md adds), in one place. */

/** Credits one video costs. */
export const CREDITS_PER_VIDEO = 1;
/** Credits a new registrant gets. */
export const SIGNUP_BONUS_CREDITS = 1;

/** Fewest product images a manual entry takes. */
export const MIN_PRODUCT_IMAGES = 1;
/** Most product images a manual entry takes. */
export const MAX_PRODUCT_IMAGES = 5;
/** Largest accepted product image, in bytes (10 MB). */
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
/** A manual description must be longer than this many characters. */
export const MIN_DESCRIPTION_LENGTH_EXCLUSIVE = 15;
/** Shortest accepted password. */
export const MIN_PASSWORD_LENGTH = 6;

/** Largest accepted customer file (CSV or Excel) of a personalized campaign, in bytes (10 MB). */
export const MAX_CUSTOMER_FILE_BYTES = 10 * 1024 * 1024;
/** Most customers (data rows, the header not counted) one customer file may hold. */
export const MAX_CUSTOMER_ROWS = 10_000;

/** Largest video clip a business may upload for its campaigns (MP4, MOV or WebM), in bytes (200 MB). */
export const MAX_CLIP_BYTES = 200 * 1024 * 1024;
/** Longest uploaded clip, in seconds. */
export const MAX_CLIP_SECONDS = 60;
/** Statuses of an uploaded clip: checked and stored, being normalised, ready for campaigns, or unusable. */
export const CLIP_STATUSES = ['processing', 'ready', 'failed'] as const;
/** A clip status. */
export type ClipStatus = (typeof CLIP_STATUSES)[number];
/** Where an uploaded clip plays in a campaign's videos: before the script's first scene or after its last. */
export const CLIP_POSITIONS = ['start', 'end'] as const;
/** A clip position. */
export type ClipPosition = (typeof CLIP_POSITIONS)[number];

/**
 * Previews (free renders of a draft's first row) one user may start an hour: enough to try a script
 * many times, too few to use previews as free videos.
 */
export const MAX_CAMPAIGN_PREVIEWS_PER_HOUR = 20;

/** Time between job status checks. */
export const POLL_INTERVAL_MS = 3_000;
/** Failed status checks in a row after which polling stops. */
export const MAX_CONSECUTIVE_POLL_FAILURES = 5;
/** A generation still running after this long has failed. */
export const JOB_TIMEOUT_MS = 25 * 60 * 1_000;
/** A single status check is abandoned after this long. */
export const STATUS_CHECK_TIMEOUT_MS = 120_000;
/** Version of the job record kept in session storage. */
export const STORED_JOB_RECORD_VERSION = '1.0';
/** A stored job record older than this is ignored. */
export const STORED_JOB_RECORD_MAX_AGE_MS = 30 * 60 * 1_000;
/** Time-based progress estimate: linear to 70 % at 60 s, then to 95 % at 300 s, capped at 95. */
export const PROGRESS_ESTIMATE = { firstStepMs: 60_000, firstStepPercent: 70, capMs: 300_000, capPercent: 95 } as const;

/** First page of the videos list. */
export const DEFAULT_VIDEOS_PAGE = 1;
/** Videos per page of the list. */
export const DEFAULT_VIDEOS_PAGE_SIZE = 10;

/** Time each audience word stays in the home hero. */
export const HERO_WORD_ROTATION_MS = 3_000;
/** Fade between two audience words. */
export const HERO_WORD_FADE_MS = 300;
/** The first this many on the waitlist get a lifetime discount. */
export const WAITLIST_DISCOUNT_PLACES = 100;
/** Rows of the contact form message field. */
export const CONTACT_MESSAGE_ROWS = 4;

/** Auth: a Google sign-in this soon after user creation is a sign-up. */
export const NEW_USER_WINDOW_MS = 10_000;

/** How long a toast stays. */
export const TOAST_DURATION_MS = 5_000;
/** Pixels of swipe that dismiss a toast. */
export const TOAST_SWIPE_THRESHOLD = 50;

/** Query cache: garbage collect after 5 minutes, three retries with backoff capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;
/** Retries of a failed query. */
export const QUERY_RETRIES = 3;
/** Longest wait between query retries. */
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/** Browser storage key of the chosen theme. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
/** Browser storage key of the cookie consent. */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

/** Video formats (aspect ratios). */
export const VIDEO_FORMATS = ['9:16', '1:1', '16:9'] as const;
/** A video format. */
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/**
 * Statuses of a personalized video campaign. draft: uploaded, mapped or being previewed, not
 * charged; running: confirmed and charged, rows rendering; paused: stopped by the user, resumable;
 * completed: every row ended ready or failed; cancelled: stopped for good, unrendered rows refunded.
 */
export const CAMPAIGN_STATUSES = ['draft', 'running', 'paused', 'completed', 'cancelled'] as const;
/** A campaign status. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/**
 * The voices a campaign may choose: every voice engine (espeak-ng offline, a speech API) has one of
 * each; without a choice, the engine's default voice speaks.
 */
export const VOICE_KINDS = ['female', 'male'] as const;
/** A voice kind. */
export type VoiceKind = (typeof VOICE_KINDS)[number];
/** How a campaign fills its script: the template's {{variables}} as written, or rewritten by AI per row. */
export const CAMPAIGN_PERSONALIZATIONS = ['template', 'ai'] as const;
/** A campaign personalization mode. */
export type CampaignPersonalization = (typeof CAMPAIGN_PERSONALIZATIONS)[number];
/** Statuses of a draft campaign's preview video ('none' until one is asked for). */
export const CAMPAIGN_PREVIEW_STATUSES = ['none', 'rendering', 'ready', 'failed'] as const;
/** A campaign preview status. */
export type CampaignPreviewStatus = (typeof CAMPAIGN_PREVIEW_STATUSES)[number];
/** Statuses of one campaign row (recipient): pending → rendering → ready | failed, or cancelled. */
export const RECIPIENT_STATUSES = ['pending', 'rendering', 'ready', 'failed', 'cancelled'] as const;
/** A recipient status. */
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];
/** What became of a recipient's e-mail ('unsubscribed': not sent, the address opted out). */
export const RECIPIENT_EMAIL_STATUSES = ['queued', 'sent', 'failed', 'unsubscribed'] as const;
/** A recipient e-mail status. */
export type RecipientEmailStatus = (typeof RECIPIENT_EMAIL_STATUSES)[number];
/** What the public watch page reports: the page opened, playback started, and quarter milestones. */
export const WATCH_EVENT_KINDS = ['opened', 'played', 'watched_25', 'watched_50', 'watched_75', 'watched_100'] as const;
/** A watch event kind. */
export type WatchEventKind = (typeof WATCH_EVENT_KINDS)[number];
/** Events a campaign posts to its webhook. */
export const WEBHOOK_EVENTS = ['video.ready', 'campaign.completed'] as const;
/** A webhook event. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Statuses of one webhook delivery: pending (incl. waiting to retry) → delivered | failed. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** A webhook delivery status. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Height of the embedded scheduling widget. */
export const SCHEDULING_WIDGET_HEIGHT_PX = 700;
/** Narrowest width of the embedded scheduling widget. */
export const SCHEDULING_WIDGET_MIN_WIDTH_PX = 320;

/** Date the terms of use were last updated. */
export const TERMS_UPDATED_ON = '2025-01-28';
/** Date the privacy policy was last updated. */
export const PRIVACY_UPDATED_ON = '2025-10-10';

/** Business constants and limits of spec §9 (and the decisions DESIGN.md adds), in one place. */

/** Credits one video costs. */
export const CREDITS_PER_VIDEO = 1;
/** Credits a new registrant gets. */
export const SIGNUP_BONUS_CREDITS = 1;

/** Manual entry: images per video. */
export const MIN_PRODUCT_IMAGES = 1;
export const MAX_PRODUCT_IMAGES = 5;
/** Largest accepted product image, in bytes (10 MB). */
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
/** A manual description must be longer than this many characters. */
export const MIN_DESCRIPTION_LENGTH_EXCLUSIVE = 15;
/** Shortest accepted password. */
export const MIN_PASSWORD_LENGTH = 6;

/** Generation flow (spec §4). */
export const POLL_INTERVAL_MS = 3_000;
export const MAX_CONSECUTIVE_POLL_FAILURES = 5;
export const JOB_TIMEOUT_MS = 25 * 60 * 1_000;
export const STATUS_CHECK_TIMEOUT_MS = 120_000;
export const STORED_JOB_RECORD_VERSION = '1.0';
export const STORED_JOB_RECORD_MAX_AGE_MS = 30 * 60 * 1_000;
/** Time-based progress estimate: linear to 70 % at 60 s, then to 95 % at 300 s, capped at 95. */
export const PROGRESS_ESTIMATE = { firstStepMs: 60_000, firstStepPercent: 70, capMs: 300_000, capPercent: 95 } as const;

/** Videos list. */
export const DEFAULT_VIDEOS_PAGE = 1;
export const DEFAULT_VIDEOS_PAGE_SIZE = 10;

/** Marketing pages. */
export const HERO_WORD_ROTATION_MS = 3_000;
export const HERO_WORD_FADE_MS = 300;
export const WAITLIST_DISCOUNT_PLACES = 100;
export const CONTACT_MESSAGE_ROWS = 4;

/** Auth: a Google sign-in this soon after user creation is a sign-up. */
export const NEW_USER_WINDOW_MS = 10_000;

/** Toasts. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD = 50;

/** Query cache: garbage collect after 5 minutes, three retries with backoff capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;
export const QUERY_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/** Browser storage keys. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

/** Video formats (aspect ratios). */
export const VIDEO_FORMATS = ['9:16', '1:1', '16:9'] as const;
/** A video format. */
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** Booking page widget. */
export const SCHEDULING_WIDGET_HEIGHT_PX = 700;
export const SCHEDULING_WIDGET_MIN_WIDTH_PX = 320;

/** Dates shown on the legal pages. */
export const TERMS_UPDATED_ON = '2025-01-28';
export const PRIVACY_UPDATED_ON = '2025-10-10';

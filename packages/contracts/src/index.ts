export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_PREFIXES,
  LANGUAGE_NAMES,
  isLanguage,
  closestLanguage,
  languageFromAcceptLanguage,
  type Language,
} from './languages';
export {
  PAGE_ROUTES,
  PUBLIC_PAGES,
  INDEXED_PAGES,
  PRERENDER_ORIGIN,
  PRERENDERED_PAGES,
  splitLanguagePrefix,
  localizePath,
  switchLanguagePath,
  matchPageRoute,
  type PageRouteName,
  type LocalizedPath,
} from './routes';
export { ERROR_STATUS, ERROR_CODES, type ErrorCode } from './errors';
export { errorBodySchema, errorDetailSchema, type ErrorBody } from './api/error';
export { languageSchema } from './api/language';
export { MESSAGES, translate, interpolate, type MessageKey } from './messages/catalogs';
export type { Messages } from './messages/en';
export {
  CREDITS_PER_VIDEO,
  SIGNUP_BONUS_CREDITS,
  MIN_PRODUCT_IMAGES,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  MIN_DESCRIPTION_LENGTH_EXCLUSIVE,
  MIN_PASSWORD_LENGTH,
  POLL_INTERVAL_MS,
  MAX_CONSECUTIVE_POLL_FAILURES,
  JOB_TIMEOUT_MS,
  STATUS_CHECK_TIMEOUT_MS,
  STORED_JOB_RECORD_VERSION,
  STORED_JOB_RECORD_MAX_AGE_MS,
  PROGRESS_ESTIMATE,
  DEFAULT_VIDEOS_PAGE,
  DEFAULT_VIDEOS_PAGE_SIZE,
  HERO_WORD_ROTATION_MS,
  HERO_WORD_FADE_MS,
  WAITLIST_DISCOUNT_PLACES,
  CONTACT_MESSAGE_ROWS,
  NEW_USER_WINDOW_MS,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD,
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_MAX_RETRY_DELAY_MS,
  THEME_STORAGE_KEY,
  COOKIE_CONSENT_STORAGE_KEY,
  VIDEO_FORMATS,
  SCHEDULING_WIDGET_HEIGHT_PX,
  SCHEDULING_WIDGET_MIN_WIDTH_PX,
  TERMS_UPDATED_ON,
  PRIVACY_UPDATED_ON,
  type VideoFormat,
} from './constants';
export {
  JOB_STATUSES,
  ACTIVE_JOB_STATUSES,
  JOB_TYPES,
  JOB_ERROR_TYPES,
  CREDIT_REASONS,
  FEEDBACK_RATINGS,
  FEEDBACK_CATEGORIES,
  isChargedJobType,
  type JobStatus,
  type JobType,
  type JobErrorType,
  type CreditReason,
} from './jobs';
export { isValidEmail } from './email';
export {
  PLANS,
  PLAN_CURRENCIES,
  planSchema,
  plansResponseSchema,
  PAYMENT_PROVIDERS,
  stripeCheckoutRequestSchema,
  stripeCheckoutResponseSchema,
  testCheckoutRequestSchema,
  checkoutResponseSchema,
  creditButtonClickRequestSchema,
  passesLuhn,
  type PlanId,
  type PaymentProvider,
} from './api/plans';
export {
  createVideoFromUrlRequestSchema,
  createVideoJobResponseSchema,
  jobStatusResponseSchema,
  activeJobResponseSchema,
  cancelJobResponseSchema,
  listVideosQuerySchema,
  listVideosResponseSchema,
  videoSummarySchema,
  videoDetailsSchema,
  createVideoFormatRequestSchema,
  existingVideoFormatResponseSchema,
  type CreateVideoFromUrlRequest,
  type VideoDetails,
  type JobStatusResponse,
  type ListVideosResponse,
  type VideoSummary,
} from './api/jobs';
export {
  createVideoFromDataFieldsSchema,
  createVideoFromDataBodyDoc,
  MAX_DESCRIPTION_LENGTH,
  DEFAULT_DATA_VIDEO_TITLE,
  PRODUCT_IMAGES_FIELD,
  type CreateVideoFromDataFields,
} from './api/from-data';
export { watchVideoResponseSchema, watchPagePath, type WatchVideo } from './api/watch';
export { siteConfigResponseSchema, type SiteConfigResponse } from './api/site-config';
export { healthResponseSchema, componentHealthSchema, type HealthResponse } from './api/health';
export { meResponseSchema, updateMeRequestSchema, type MeResponse, type UpdateMeRequest } from './api/me';
export {
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  type JoinWaitlistRequest,
} from './api/waitlist';
export {
  contactRequestSchema,
  urlToVideoFeedbackRequestSchema,
  videoFeedbackRequestSchema,
  formSubmittedResponseSchema,
  MAX_FORM_TEXT_LENGTH,
  type ContactRequest,
  type UrlToVideoFeedbackRequest,
  type VideoFeedbackRequest,
} from './api/forms';
export {
  MAX_ACTIVE_API_KEYS,
  MAX_API_KEY_NAME_LENGTH,
  createApiKeyRequestSchema,
  apiKeySchema,
  listApiKeysResponseSchema,
  createdApiKeySchema,
  type ApiKey,
  type CreatedApiKey,
  type CreateApiKeyRequest,
} from './api/api-keys';
export { blogPostsQuerySchema, blogPostSchema, blogPostsResponseSchema, type BlogPost, type BlogPostsResponse } from './api/blog';
export { ANALYTICS_EVENT_NAMES, analyticsEventRequestSchema, type AnalyticsEvent, type AnalyticsEventName } from './api/events';

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_PREFIXES,
  LANGUAGE_NAMES,
  languageSchema,
  isLanguage,
  closestLanguage,
  languageFromAcceptLanguage,
  type Language,
} from './languages';
export {
  PAGE_ROUTES,
  PUBLIC_PAGES,
  splitLanguagePrefix,
  localizePath,
  switchLanguagePath,
  matchPageRoute,
  type PageRouteName,
  type LocalizedPath,
} from './routes';
export {
  ERROR_STATUS,
  ERROR_CODES,
  errorBodySchema,
  errorDetailSchema,
  type ErrorCode,
  type ErrorBody,
} from './errors';
export { MESSAGES, translate, interpolate, type MessageKey } from './messages/catalogs';
export type { Messages } from './messages/en';
export * as constants from './constants';
export { VIDEO_FORMATS, type VideoFormat } from './constants';
export {
  JOB_STATUSES,
  ACTIVE_JOB_STATUSES,
  JOB_TYPES,
  JOB_ERROR_TYPES,
  CREDIT_REASONS,
  FEEDBACK_RATINGS,
  FEEDBACK_CATEGORIES,
  type JobStatus,
  type JobType,
  type JobErrorType,
  type CreditReason,
} from './jobs';
export { isValidEmail } from './email';
export { healthResponseSchema, componentHealthSchema, type HealthResponse } from './api/health';
export {
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  type JoinWaitlistRequest,
} from './api/waitlist';

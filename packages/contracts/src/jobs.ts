/** Statuses of a video generation job (DESIGN.md): pending → processing → completed | failed | cancelled. */
export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
/** A job status. */
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Statuses of a job that still runs; a user has at most one such generation job. */
export const ACTIVE_JOB_STATUSES = ['pending', 'processing'] as const satisfies readonly JobStatus[];

/** Where a generation job takes its product from. */
export const JOB_TYPES = ['url', 'data', 'rerender'] as const;
/** A generation job type. */
export type JobType = (typeof JOB_TYPES)[number];

/** Whether a job of this type costs a credit: an ad's other formats are re-renders at no charge (DESIGN.md). */
export function isChargedJobType(type: JobType): boolean {
  return type !== 'rerender';
}

/** Failure classes of a generation (spec §8), shown to the user with their own title and text. */
export const JOB_ERROR_TYPES = ['scraping_failed', 'product_not_found', 'timeout', 'server_error', 'unknown'] as const;
/** A generation failure class. */
export type JobErrorType = (typeof JOB_ERROR_TYPES)[number];

/** Why a credit balance changed (DESIGN.md credits ledger). */
export const CREDIT_REASONS = ['signup_bonus', 'purchase', 'generation', 'refund'] as const;
/** A credit ledger reason. */
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** Thumbs on a generated video. */
export const FEEDBACK_RATINGS = ['up', 'down'] as const;
/** Categories of in-app video feedback (spec §3). */
export const FEEDBACK_CATEGORIES = ['video_quality', 'content_accuracy', 'generation_speed', 'other'] as const;

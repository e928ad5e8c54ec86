import {
  ACTIVE_JOB_STATUSES,
  JOB_TIMEOUT_MS,
  MAX_CONSECUTIVE_POLL_FAILURES,
  PROGRESS_ESTIMATE,
  type JobErrorType,
  type JobStatus,
  type JobStatusResponse,
} from '@reelsmith/contracts';
import { ApiError, NetworkError } from '../../../lib/api-client';

/**
 * Something to tell the user: a message id of the web catalog (with parameters, which may be
 * messages themselves), or a text the server already wrote in the page's language.
 */
export type Message = { key: string; params?: Record<string, string | number | Message> } | { text: string };

/** Where a generation stands in the browser (spec §3 "Job (client state)", §4). */
export type GenerationStatus = 'idle' | 'starting' | JobStatus;

/** Why the last generation did not give a video: a job failure type, or what happened in the browser. */
export type GenerationErrorType = JobErrorType | 'cancelled' | 'polling_stopped' | 'request';

/** The finished video of a generation. */
export interface GenerationResult {
  videoId: string;
  videoUrl: string;
  posterUrl: string | null;
}

/** The form field a refused request is about, so the form can show the message beside it. */
export type RequestField = 'url' | 'description' | 'images';

/** The generation state machine's state (spec §3: currentJobId, status, result, error… justCompleted). */
export interface GenerationState {
  /** True until the browser has looked for a generation to resume (session record, then the server). */
  isRestoring: boolean;
  currentJobId: string | null;
  status: GenerationStatus;
  title: string | null;
  result: GenerationResult | null;
  error: Message | null;
  errorType: GenerationErrorType | null;
  /** The form field the error is about (a refused request), if any. */
  errorField: RequestField | null;
  isPolling: boolean;
  /** 0–100: the worker's own figure, or the time-based estimate while it has reported none. */
  progress: number;
  /** The worker's stage (reading_page, writing_script, recording_voice, composing, rendering). */
  stage: string | null;
  /** False while the progress is the time-based estimate. */
  isProgressReported: boolean;
  /** When the job was created (ms since the epoch). */
  createdAt: number | null;
  lastUpdated: number | null;
  /** Raised when a followed job completes, until the screen acknowledges it. */
  justCompleted: boolean;
  consecutiveFailures: number;
  /** The cause of the last failed status check and its count (n/5), while polling goes on. */
  pollWarning: { cause: Message; count: number } | null;
  /** A request was refused for lack of credits: the buy-credits dialog is open. */
  insufficientCredits: boolean;
  isCancelling: boolean;
}

/** The state before anything happened. */
export const INITIAL_GENERATION_STATE: GenerationState = {
  isRestoring: true,
  currentJobId: null,
  status: 'idle',
  title: null,
  result: null,
  error: null,
  errorType: null,
  errorField: null,
  isPolling: false,
  progress: 0,
  stage: null,
  isProgressReported: false,
  createdAt: null,
  lastUpdated: null,
  justCompleted: false,
  consecutiveFailures: 0,
  pollWarning: null,
  insufficientCredits: false,
  isCancelling: false,
};

/** Texts of the machine, as message ids of the web catalogs (section 'generation'). */
export const GENERATION_MESSAGES = {
  cancelled: { key: 'generation.errors.cancelled' },
  timedOut: { key: 'generation.errors.timedOut' },
  noVideoUrl: { key: 'generation.errors.noVideoUrl' },
  cannotStart: { key: 'generation.errors.cannotStart' },
  noActiveJob: { key: 'generation.errors.noActiveJob' },
  cancelFailed: { key: 'generation.errors.cancelFailed' },
  activeCheckFailed: { key: 'generation.errors.activeCheckFailed' },
  network: { key: 'generation.errors.network' },
  fromUrlFailed: { key: 'generation.errors.fromUrlFailed' },
  fromDataFailed: { key: 'generation.errors.fromDataFailed' },
  mayStillBeProcessing: { key: 'generation.poll.mayStillBeProcessing' },
  pollTimeout: { key: 'generation.poll.timeout' },
  pollNetwork: { key: 'generation.poll.network' },
  pollResources: { key: 'generation.poll.resources' },
  pollUnknown: { key: 'generation.poll.unknown' },
} as const satisfies Record<string, Message>;

/** The title and text of each failure type (spec §8), by message id. */
export const FAILURE_MESSAGES: Record<JobErrorType, { title: string; text: string; offersManualEntry: boolean }> = {
  scraping_failed: { title: 'generation.failures.scraping_failed.title', text: 'generation.failures.scraping_failed.text', offersManualEntry: true },
  product_not_found: { title: 'generation.failures.product_not_found.title', text: 'generation.failures.product_not_found.text', offersManualEntry: true },
  timeout: { title: 'generation.failures.timeout.title', text: 'generation.failures.timeout.text', offersManualEntry: false },
  server_error: { title: 'generation.failures.server_error.title', text: 'generation.failures.server_error.text', offersManualEntry: false },
  unknown: { title: 'generation.failures.unknown.title', text: 'generation.failures.unknown.text', offersManualEntry: false },
};

/** A status check abandoned after STATUS_CHECK_TIMEOUT_MS. */
export class StatusCheckTimeoutError extends Error {
  constructor() {
    super('Status check timed out');
    this.name = 'StatusCheckTimeoutError';
  }
}

/** Turns a message into text with the given translate function (parameters that are messages first). */
export function formatMessage(t: (key: string, params?: Record<string, unknown>) => string, message: Message): string {
  if ('text' in message) return message.text;
  if (!message.params) return t(message.key);
  const params = Object.fromEntries(
    Object.entries(message.params).map(([name, value]) => [name, typeof value === 'object' ? formatMessage(t, value) : value]),
  );
  return t(message.key, params);
}

/** True while a job of this status still runs. */
export function isActiveStatus(status: GenerationStatus): boolean {
  return (ACTIVE_JOB_STATUSES as readonly string[]).includes(status);
}

/** Spec §4: a new generation only with no active job and no polling (and none being requested). */
export function canStartGeneration(state: GenerationState): boolean {
  return !state.isRestoring && !state.isPolling && !isActiveStatus(state.status) && state.status !== 'starting';
}

/**
 * Spec §4 and §9: the time-based estimate — linear to 70 % over the first 60 s, then 70 → 95 % over
 * the next 240 s, capped at 95 until the job completes.
 */
export function estimateProgress(elapsedMs: number): number {
  const { firstStepMs, firstStepPercent, capMs, capPercent } = PROGRESS_ESTIMATE;
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed <= firstStepMs) return Math.round((elapsed / firstStepMs) * firstStepPercent);
  if (elapsed >= capMs) return capPercent;
  return Math.round(firstStepPercent + ((elapsed - firstStepMs) / (capMs - firstStepMs)) * (capPercent - firstStepPercent));
}

/** Spec §9: a generation still running 25 minutes after it was created has failed. */
export function hasTimedOut(createdAt: number | null, now: number): boolean {
  return createdAt !== null && now - createdAt >= JOB_TIMEOUT_MS;
}

/** The cause of a failed status check, as spec §8 words it. */
export function pollFailureCause(error: unknown): Message {
  if (error instanceof StatusCheckTimeoutError) return GENERATION_MESSAGES.pollTimeout;
  if (error instanceof NetworkError) return GENERATION_MESSAGES.pollNetwork;
  if (error instanceof ApiError) {
    if (error.status === 429 || error.status === 503) return GENERATION_MESSAGES.pollResources;
    return { key: 'generation.poll.failed', params: { message: error.message || `HTTP ${error.status}` } };
  }
  return GENERATION_MESSAGES.pollUnknown;
}

/** A job as the server answered it, applied to the state (the job must be the one followed). */
export function applyJob(state: GenerationState, job: JobStatusResponse, now: number): GenerationState {
  const createdAt = state.createdAt ?? (Date.parse(job.created_at) || now);
  const base: GenerationState = { ...state, currentJobId: job.job_id, title: job.title, createdAt, lastUpdated: now, consecutiveFailures: 0, pollWarning: null, isRestoring: false };
  switch (job.status) {
    case 'completed':
      if (!job.result?.video_url) return { ...base, status: 'failed', isPolling: false, progress: 0, stage: null, error: GENERATION_MESSAGES.noVideoUrl, errorType: 'unknown' };
      return {
        ...base,
        status: 'completed',
        isPolling: false,
        progress: 100,
        stage: null,
        isProgressReported: true,
        result: { videoId: job.result.video_id, videoUrl: job.result.video_url, posterUrl: job.result.poster_url },
        error: null,
        errorType: null,
        // Raised only when this browser saw the job run, not when it finds a video made earlier.
        justCompleted: state.justCompleted || isActiveStatus(state.status),
      };
    case 'failed': {
      const errorType = job.error_type ?? 'unknown';
      return { ...base, status: 'failed', isPolling: false, progress: 0, stage: null, error: { key: FAILURE_MESSAGES[errorType].text }, errorType };
    }
    case 'cancelled':
      return { ...base, status: 'cancelled', isPolling: false, progress: 0, stage: null, error: GENERATION_MESSAGES.cancelled, errorType: 'cancelled' };
    default: {
      // The worker's real figure once it reports; the spec's estimate only until then.
      const isProgressReported = job.stage !== null || job.progress > 0;
      const progress = isProgressReported ? job.progress : estimateProgress(now - createdAt);
      return { ...base, status: job.status, stage: job.stage, isProgressReported, progress, error: null, errorType: null };
    }
  }
}

/**
 * A failed status check: the first four show their cause with the count (n/5) and polling goes on;
 * the fifth in a row stops polling with the 'may still be processing' message.
 */
export function applyPollFailure(state: GenerationState, error: unknown, now: number): GenerationState {
  const count = state.consecutiveFailures + 1;
  if (count >= MAX_CONSECUTIVE_POLL_FAILURES) {
    return { ...state, consecutiveFailures: count, isPolling: false, pollWarning: null, error: GENERATION_MESSAGES.mayStillBeProcessing, errorType: 'polling_stopped', lastUpdated: now };
  }
  return { ...state, consecutiveFailures: count, pollWarning: { cause: pollFailureCause(error), count }, lastUpdated: now };
}

/** The 25-minute limit passed: the generation has failed. */
export function applyTimeout(state: GenerationState, now: number): GenerationState {
  return { ...state, status: 'failed', isPolling: false, progress: 0, stage: null, pollWarning: null, error: GENERATION_MESSAGES.timedOut, errorType: 'timeout', lastUpdated: now };
}

/** The form field a refused generation request is about, by its error code. */
export function requestFieldOf(code: string): RequestField | null {
  if (code === 'INVALID_URL') return 'url';
  if (code.startsWith('DESCRIPTION_')) return 'description';
  if (code.startsWith('IMAGE') || code === 'TOO_MANY_IMAGES' || code === 'PAYLOAD_TOO_LARGE') return 'images';
  return null;
}

/** What a refused or failed generation request means for the state. */
export type StartFailure = { kind: 'insufficientCredits' } | { kind: 'activeJobExists'; message: Message } | { kind: 'error'; message: Message; field: RequestField | null };

/** Spec §7 answers: 402 opens the credits dialog, 409 shows the running job, the rest is an error. */
export function classifyStartFailure(error: unknown, source: 'url' | 'data'): StartFailure {
  if (error instanceof ApiError) {
    if (error.status === 402 || error.code === 'INSUFFICIENT_CREDITS') return { kind: 'insufficientCredits' };
    if (error.status === 409 && error.code === 'ACTIVE_JOB_EXISTS') return { kind: 'activeJobExists', message: { text: error.message } };
    const message: Message = error.message ? { text: error.message } : { key: 'generation.errors.http', params: { status: error.status } };
    return { kind: 'error', message, field: requestFieldOf(error.code) };
  }
  if (error instanceof NetworkError) return { kind: 'error', message: GENERATION_MESSAGES.network, field: null };
  return { kind: 'error', message: source === 'url' ? GENERATION_MESSAGES.fromUrlFailed : GENERATION_MESSAGES.fromDataFailed, field: null };
}

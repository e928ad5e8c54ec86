import { POLL_INTERVAL_MS, STATUS_CHECK_TIMEOUT_MS, type CreateVideoFromUrlRequest, type JobStatus, type JobStatusResponse } from '@reelsmith/contracts';
import { ApiError } from '../../../lib/api-client';
import type { VideoFromData } from '../api/create-video-from-data';
import {
  GENERATION_MESSAGES,
  INITIAL_GENERATION_STATE,
  StatusCheckTimeoutError,
  applyJob,
  applyPollFailure,
  applyTimeout,
  canStartGeneration,
  classifyStartFailure,
  hasTimedOut,
  isActiveStatus,
  type GenerationState,
  type Message,
} from './generation-machine';
import { clearJobRecord, readJobRecord, writeJobRecord, type RecordStorage } from './job-record';

/** The calls the machine makes (the api/ functions in the app, fakes in tests). */
export interface GenerationApi {
  getJob(jobId: string, signal: AbortSignal): Promise<JobStatusResponse>;
  getActiveJob(): Promise<{ has_active_job: boolean; active_job: JobStatusResponse | null }>;
  cancelJob(jobId: string): Promise<unknown>;
  createFromUrl(body: CreateVideoFromUrlRequest): Promise<{ job_id: string }>;
  createFromData(input: VideoFromData): Promise<{ job_id: string }>;
}

/** A generation to request: from a product page, or from a description and pictures. */
export type GenerationRequest = { source: 'url'; body: CreateVideoFromUrlRequest } | { source: 'data'; input: VideoFromData };

/** What the machine tells the screen besides its state. */
export interface GenerationEvents {
  /** The credit balance may have changed (a generation was charged or refunded). */
  onCreditsChanged?: () => void;
  /** A followed job completed: there is a new video. */
  onVideoReady?: () => void;
  /** A passing message, for a toast. */
  onNotice?: (message: Message, tone: 'info' | 'error') => void;
}

/**
 * The generation state machine of spec §4 for one signed-in user: one generation at a time; a
 * status check at once and then every 3 s, one at a time, each abandoned after 120 s; five failed
 * checks in a row stop polling; 25 minutes in, the generation has failed. The followed job is kept
 * in session storage, so a reload (or, through the server's active-job check, another tab or a new
 * sign-in) finds it again. Framework-free: the hook subscribes to it.
 */
export class GenerationController {
  private state: GenerationState = INITIAL_GENERATION_STATE;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: AbortController | null = null;
  /** Bumped whenever answers still on their way must be ignored (stop, cancel, clear, unmount). */
  private epoch = 0;
  private isActive = false;
  private events: GenerationEvents;

  constructor(
    private readonly deps: {
      api: GenerationApi;
      storage: RecordStorage | null;
      userId: string;
      now?: () => number;
      events?: GenerationEvents;
      /** Show again a video that had finished before this screen opened (true after a reload; false when the user came to start a new one). */
      keepFinished?: boolean;
    },
  ) {
    this.events = deps.events ?? {};
  }

  /** The current state (a new object after every change). */
  getState = (): GenerationState => this.state;

  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the event callbacks (the screen's latest ones). */
  setEvents(events: GenerationEvents): void {
    this.events = events;
  }

  /** The screen is shown: resume polling, or look for a generation to resume the first time. */
  activate(): void {
    if (this.isActive) return;
    this.isActive = true;
    if (this.state.isPolling && this.state.currentJobId) this.pollNow();
    else if (this.state.isRestoring) void this.restore();
  }

  /** The screen is gone: stop every timer and request; the state stays for a later activate(). */
  deactivate(): void {
    this.isActive = false;
    this.halt();
  }

  /** Requests a generation (spec §4: only with no active job and not polling). */
  async start(request: GenerationRequest): Promise<void> {
    if (!canStartGeneration(this.state)) {
      this.notice(GENERATION_MESSAGES.cannotStart, 'error');
      return;
    }
    this.halt();
    clearJobRecord(this.deps.storage);
    // Starting clears the previous error and video.
    this.set({ ...INITIAL_GENERATION_STATE, isRestoring: false, status: 'starting' });
    const epoch = this.epoch;
    let jobId: string;
    try {
      jobId = (request.source === 'url' ? await this.deps.api.createFromUrl(request.body) : await this.deps.api.createFromData(request.input)).job_id;
    } catch (error) {
      if (epoch !== this.epoch) return;
      const failure = classifyStartFailure(error, request.source);
      if (failure.kind === 'insufficientCredits') {
        this.set({ status: 'idle', insufficientCredits: true });
        this.events.onCreditsChanged?.();
      } else if (failure.kind === 'activeJobExists') {
        this.set({ status: 'idle' });
        this.notice(failure.message, 'info');
        await this.findActiveJob(epoch);
      } else {
        this.set({ status: 'idle', error: failure.message, errorType: 'request', errorField: failure.field });
      }
      return;
    }
    if (epoch !== this.epoch) return;
    this.events.onCreditsChanged?.();
    this.followNew(jobId);
  }

  /** Follows a job requested elsewhere (e.g. another format of a finished video) as if started here. */
  followNew(jobId: string): void {
    this.halt();
    const now = this.now();
    writeJobRecord(this.deps.storage, { jobId, status: 'pending', createdAt: now, userId: this.deps.userId }, now);
    this.set({ ...INITIAL_GENERATION_STATE, isRestoring: false, currentJobId: jobId, status: 'pending', createdAt: now, lastUpdated: now, isPolling: true, progress: 0 });
    this.pollNow();
  }

  /** Cancels the running generation: polling stops, generation is allowed again, its credit comes back. */
  async cancel(): Promise<void> {
    const { currentJobId, status, isCancelling } = this.state;
    if (!currentJobId || !isActiveStatus(status)) {
      this.notice(GENERATION_MESSAGES.noActiveJob, 'error');
      return;
    }
    if (isCancelling) return;
    const wasPolling = this.state.isPolling;
    this.halt();
    this.set({ isCancelling: true });
    const epoch = this.epoch;
    try {
      await this.deps.api.cancelJob(currentJobId);
    } catch (error) {
      if (epoch !== this.epoch) return;
      this.set({ isCancelling: false });
      const ended = error instanceof ApiError && error.code === 'NO_ACTIVE_JOB';
      this.notice(ended ? { text: error.message } : GENERATION_MESSAGES.cancelFailed, 'error');
      // The job ended meanwhile: the next check says how.
      if (wasPolling || ended) {
        this.set({ isPolling: true });
        this.pollNow();
      }
      return;
    }
    if (epoch !== this.epoch) return;
    clearJobRecord(this.deps.storage);
    this.set({
      currentJobId: null,
      status: 'cancelled',
      isPolling: false,
      isCancelling: false,
      progress: 0,
      stage: null,
      pollWarning: null,
      error: GENERATION_MESSAGES.cancelled,
      errorType: 'cancelled',
      errorField: null,
      lastUpdated: this.now(),
    });
    this.events.onCreditsChanged?.();
  }

  /** Clears the video (or the last error): job, stored record and error are gone. */
  clear(): void {
    this.halt();
    clearJobRecord(this.deps.storage);
    this.set({ ...INITIAL_GENERATION_STATE, isRestoring: false });
  }

  /** The screen has announced the finished video. */
  acknowledgeCompletion(): void {
    if (this.state.justCompleted) this.set({ justCompleted: false });
  }

  /** Closes the buy-credits dialog. */
  dismissInsufficientCredits(): void {
    this.set({ insufficientCredits: false });
  }

  /** Hides the error of the last attempt (e.g. when the user switches to manual entry). */
  dismissError(): void {
    if (this.state.isPolling || isActiveStatus(this.state.status)) return;
    this.set({ error: null, errorType: null, errorField: null, ...(this.state.status === 'completed' ? {} : { status: 'idle' as const, currentJobId: null }) });
  }

  /** After polling stopped on failed checks: checks again, with a fresh count. */
  retryPolling(): void {
    if (!this.state.currentJobId || !isActiveStatus(this.state.status) || this.state.isPolling) return;
    this.set({ isPolling: true, consecutiveFailures: 0, pollWarning: null, error: null, errorType: null });
    this.pollNow();
  }

  private async restore(): Promise<void> {
    const epoch = this.epoch;
    // First the record this tab kept, then the server (another tab, another browser, a new sign-in).
    let record = readJobRecord(this.deps.storage, this.deps.userId, this.now());
    if (record && this.deps.keepFinished === false && !isActiveStatus(record.status)) {
      clearJobRecord(this.deps.storage);
      record = null;
    }
    if (record) {
      this.set({ ...INITIAL_GENERATION_STATE, isRestoring: false, currentJobId: record.jobId, status: record.status, createdAt: record.createdAt, isPolling: true });
      this.pollNow();
      return;
    }
    const found = await this.findActiveJob(epoch);
    if (!found && epoch === this.epoch) this.set({ isRestoring: false });
  }

  /** Follows the user's running job if the server has one; true when it does. */
  private async findActiveJob(epoch: number): Promise<boolean> {
    try {
      const answer = await this.deps.api.getActiveJob();
      if (epoch !== this.epoch || !answer.has_active_job || !answer.active_job) return false;
      this.follow(answer.active_job);
      return true;
    } catch {
      if (epoch === this.epoch) this.notice(GENERATION_MESSAGES.activeCheckFailed, 'error');
      return false;
    }
  }

  private follow(job: JobStatusResponse): void {
    const now = this.now();
    const createdAt = Date.parse(job.created_at) || now;
    writeJobRecord(this.deps.storage, { jobId: job.job_id, status: job.status, createdAt, userId: this.deps.userId }, now);
    this.set({ ...INITIAL_GENERATION_STATE, isRestoring: false, currentJobId: job.job_id, status: job.status, isPolling: true, createdAt });
    this.receive(job);
    this.schedule();
  }

  private pollNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.poll();
  }

  private schedule(): void {
    if (!this.isActive || !this.state.isPolling || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, POLL_INTERVAL_MS);
  }

  private async poll(): Promise<void> {
    const jobId = this.state.currentJobId;
    if (!this.isActive || !this.state.isPolling || !jobId || this.inFlight) return;
    if (isActiveStatus(this.state.status) && hasTimedOut(this.state.createdAt, this.now())) {
      this.timeOut();
      return;
    }
    const epoch = this.epoch;
    const request = new AbortController();
    this.inFlight = request;
    let isTooSlow = false;
    const abortTimer = setTimeout(() => {
      isTooSlow = true;
      request.abort();
    }, STATUS_CHECK_TIMEOUT_MS);
    try {
      const job = await this.deps.api.getJob(jobId, request.signal);
      if (epoch !== this.epoch) return;
      this.receive(job);
    } catch (error) {
      if (epoch !== this.epoch) return;
      this.set(applyPollFailure(this.state, isTooSlow ? new StatusCheckTimeoutError() : error, this.now()));
    } finally {
      clearTimeout(abortTimer);
      if (this.inFlight === request) this.inFlight = null;
    }
    this.schedule();
  }

  private receive(job: JobStatusResponse): void {
    const previous = this.state;
    const now = this.now();
    if (previous.status === 'completed' && !job.result?.video_url) {
      // A video shown before a reload and deleted since: nothing to show, and nothing went wrong.
      this.clear();
      return;
    }
    let next = applyJob(previous, job, now);
    if (isActiveStatus(next.status) && hasTimedOut(next.createdAt, now)) next = applyTimeout(next, now);
    this.set(next);
    if (next.status === 'completed' && previous.status !== 'completed') this.events.onVideoReady?.();
    if (isActiveStatus(next.status) || next.status === 'completed') {
      // The video stays in the record until cleared, so a reload still shows it.
      if (previous.status !== next.status && next.currentJobId && next.createdAt !== null) {
        writeJobRecord(this.deps.storage, { jobId: next.currentJobId, status: next.status as JobStatus, createdAt: next.createdAt, userId: this.deps.userId }, now);
      }
    } else {
      clearJobRecord(this.deps.storage);
      // A generation that ends without a video gives its credit back.
      if (isActiveStatus(previous.status)) this.events.onCreditsChanged?.();
    }
  }

  private timeOut(): void {
    this.set(applyTimeout(this.state, this.now()));
    clearJobRecord(this.deps.storage);
    this.events.onCreditsChanged?.();
  }

  private halt(): void {
    this.epoch += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.inFlight?.abort();
    this.inFlight = null;
  }

  private notice(message: Message, tone: 'info' | 'error'): void {
    this.events.onNotice?.(message, tone);
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  private set(change: Partial<GenerationState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

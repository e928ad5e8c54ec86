import type { JobStatusResponse } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import {
  INITIAL_GENERATION_STATE,
  StatusCheckTimeoutError,
  applyJob,
  applyPollFailure,
  canStartGeneration,
  classifyStartFailure,
  estimateProgress,
  formatMessage,
  hasTimedOut,
  pollFailureCause,
  type GenerationState,
} from './generation-machine';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const job = (change: Partial<JobStatusResponse> = {}): JobStatusResponse => ({
  job_id: '00000000-0000-4000-8000-000000000001',
  status: 'processing',
  progress: 0,
  stage: null,
  title: 'Desk lamp',
  result: null,
  error: null,
  error_type: null,
  created_at: new Date(T0).toISOString(),
  ...change,
});
const polling: GenerationState = { ...INITIAL_GENERATION_STATE, isRestoring: false, currentJobId: job().job_id, status: 'pending', isPolling: true, createdAt: T0 };

describe('the time-based progress estimate (spec §4, §9)', () => {
  it.each([
    [0, 0],
    [30_000, 35],
    [60_000, 70],
    [180_000, 83],
    [300_000, 95],
    [20 * 60_000, 95],
  ])('after %i ms is %i %%', (elapsed, percent) => {
    expect(estimateProgress(elapsed)).toBe(percent);
  });
});

describe('a job answer', () => {
  it('shows the worker’s own stage and figure once it reports one', () => {
    const next = applyJob(polling, job({ progress: 42, stage: 'rendering' }), T0 + 5_000);
    expect(next).toMatchObject({ progress: 42, stage: 'rendering', isProgressReported: true, status: 'processing' });
  });

  it('falls back to the estimate while the worker has reported nothing', () => {
    const next = applyJob(polling, job({ status: 'pending' }), T0 + 60_000);
    expect(next).toMatchObject({ progress: 70, stage: null, isProgressReported: false });
  });

  it('completed: progress 100, the video, and the just-completed flag', () => {
    const result = { video_id: 'v1', video_url: '/api/videos/v1/file', poster_url: '/api/videos/v1/poster' };
    const next = applyJob(polling, job({ status: 'completed', progress: 100, result }), T0 + 30_000);
    expect(next).toMatchObject({ status: 'completed', progress: 100, isPolling: false, justCompleted: true, result: { videoId: 'v1', videoUrl: result.video_url, posterUrl: result.poster_url } });
  });

  it('a video found already made (restored) does not raise the just-completed flag', () => {
    const result = { video_id: 'v1', video_url: '/api/videos/v1/file', poster_url: null };
    const next = applyJob({ ...polling, status: 'completed' }, job({ status: 'completed', result }), T0);
    expect(next.justCompleted).toBe(false);
  });

  it('completed without a video URL is an error', () => {
    const next = applyJob(polling, job({ status: 'completed', result: null }), T0);
    expect(next).toMatchObject({ status: 'failed', isPolling: false, error: { key: 'generation.errors.noVideoUrl' } });
  });

  it('failed: progress 0 and the text of its type; unknown by default', () => {
    expect(applyJob(polling, job({ status: 'failed', error_type: 'product_not_found' }), T0)).toMatchObject({
      status: 'failed',
      progress: 0,
      isPolling: false,
      errorType: 'product_not_found',
      error: { key: 'generation.failures.product_not_found.text' },
    });
    expect(applyJob(polling, job({ status: 'failed', error_type: null }), T0)).toMatchObject({ errorType: 'unknown', error: { key: 'generation.failures.unknown.text' } });
  });

  it('cancelled elsewhere: polling stops with the cancelled message', () => {
    expect(applyJob(polling, job({ status: 'cancelled' }), T0)).toMatchObject({ status: 'cancelled', isPolling: false, error: { key: 'generation.errors.cancelled' } });
  });

  it('a good answer resets the count of failed checks', () => {
    const failing = applyPollFailure(applyPollFailure(polling, new NetworkError(null), T0), new NetworkError(null), T0);
    expect(applyJob(failing, job(), T0)).toMatchObject({ consecutiveFailures: 0, pollWarning: null });
  });
});

describe('failed status checks', () => {
  it('the first four show their cause with the count (n/5) and polling goes on', () => {
    let state = polling;
    for (let n = 1; n <= 4; n += 1) {
      state = applyPollFailure(state, new NetworkError(null), T0);
      expect(state).toMatchObject({ isPolling: true, consecutiveFailures: n, pollWarning: { count: n, cause: { key: 'generation.poll.network' } }, error: null });
    }
    state = applyPollFailure(state, new NetworkError(null), T0);
    expect(state).toMatchObject({ isPolling: false, consecutiveFailures: 5, pollWarning: null, error: { key: 'generation.poll.mayStillBeProcessing' }, errorType: 'polling_stopped' });
  });

  it.each([
    ['a timeout', new StatusCheckTimeoutError(), { key: 'generation.poll.timeout' }],
    ['no connection', new NetworkError(new TypeError('Failed to fetch')), { key: 'generation.poll.network' }],
    ['an overloaded server', new ApiError(503, 'SERVICE_UNAVAILABLE', 'Temporary service issue'), { key: 'generation.poll.resources' }],
    ['any other answer', new ApiError(500, 'INTERNAL_ERROR', 'An error occurred.'), { key: 'generation.poll.failed', params: { message: 'An error occurred.' } }],
    ['anything else', new Error('?'), { key: 'generation.poll.unknown' }],
  ])('%s is named as spec §8 words it', (_name, error, cause) => {
    expect(pollFailureCause(error)).toEqual(cause);
  });
});

describe('the rules of a new generation', () => {
  it('is allowed only with no active job, no polling and nothing being requested', () => {
    expect(canStartGeneration({ ...INITIAL_GENERATION_STATE, isRestoring: false })).toBe(true);
    expect(canStartGeneration(INITIAL_GENERATION_STATE)).toBe(false);
    expect(canStartGeneration(polling)).toBe(false);
    expect(canStartGeneration({ ...polling, isPolling: false })).toBe(false);
    expect(canStartGeneration({ ...polling, status: 'starting', isPolling: false })).toBe(false);
    expect(canStartGeneration({ ...polling, status: 'failed', isPolling: false })).toBe(true);
  });

  it('times out 25 minutes after the job was created', () => {
    expect(hasTimedOut(T0, T0 + 25 * 60_000 - 1)).toBe(false);
    expect(hasTimedOut(T0, T0 + 25 * 60_000)).toBe(true);
    expect(hasTimedOut(null, T0)).toBe(false);
  });

  it('a refused request: 402 opens the dialog, 409 shows the running job, the rest names its field', () => {
    expect(classifyStartFailure(new ApiError(402, 'INSUFFICIENT_CREDITS', '…'), 'url')).toEqual({ kind: 'insufficientCredits' });
    expect(classifyStartFailure(new ApiError(409, 'ACTIVE_JOB_EXISTS', 'You already have…'), 'url')).toEqual({ kind: 'activeJobExists', message: { text: 'You already have…' } });
    expect(classifyStartFailure(new ApiError(400, 'INVALID_URL', 'Please enter a valid URL'), 'url')).toEqual({ kind: 'error', message: { text: 'Please enter a valid URL' }, field: 'url' });
    expect(classifyStartFailure(new ApiError(415, 'IMAGE_TYPE_INVALID', 'Please select only image files (JPG, PNG, etc.)'), 'data')).toMatchObject({ field: 'images' });
    expect(classifyStartFailure(new NetworkError(null), 'data')).toEqual({ kind: 'error', message: { key: 'generation.errors.network' }, field: null });
    expect(classifyStartFailure(new Error('?'), 'data')).toEqual({ kind: 'error', message: { key: 'generation.errors.fromDataFailed' }, field: null });
  });
});

describe('messages', () => {
  it('are formatted with their parameters, nested messages first', () => {
    const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
    expect(formatMessage(t, { text: 'as written' })).toBe('as written');
    expect(formatMessage(t, { key: 'a', params: { cause: { key: 'b' }, count: 2 } })).toBe('a{"cause":"b","count":2}');
  });
});

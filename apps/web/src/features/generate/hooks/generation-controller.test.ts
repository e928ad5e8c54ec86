import type { JobStatusResponse } from '@reelsmith/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { GenerationController, type GenerationApi } from './generation-controller';
import { JOB_RECORD_KEY, type RecordStorage } from './job-record';

const JOB_ID = '00000000-0000-4000-8000-0000000000aa';
const USER = 'user-1';

function memoryStorage(): RecordStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const jobAnswer = (change: Partial<JobStatusResponse> = {}): JobStatusResponse => ({
  job_id: JOB_ID,
  status: 'processing',
  progress: 10,
  stage: 'writing_script',
  title: 'Desk lamp',
  result: null,
  error: null,
  error_type: null,
  created_at: new Date().toISOString(),
  ...change,
});

/** A fake API whose status answers come from a queue (the last one repeats). */
function fakeApi(answers: (JobStatusResponse | Error)[] = [jobAnswer()]) {
  const queue = [...answers];
  const api = {
    getJob: vi.fn(async (_id: string, _signal: AbortSignal) => {
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (next instanceof Error) throw next;
      return next;
    }),
    getActiveJob: vi.fn(async () => ({ has_active_job: false, active_job: null as JobStatusResponse | null })),
    cancelJob: vi.fn(async (_id: string) => ({ ok: true })),
    createFromUrl: vi.fn(async () => ({ job_id: JOB_ID })),
    createFromData: vi.fn(async () => ({ job_id: JOB_ID })),
  } satisfies GenerationApi;
  return api;
}

function controllerWith(api: GenerationApi, storage = memoryStorage(), userId = USER) {
  const onCreditsChanged = vi.fn();
  const onNotice = vi.fn();
  const controller = new GenerationController({ api, storage, userId, events: { onCreditsChanged, onNotice } });
  return { controller, storage, onCreditsChanged, onNotice };
}

const fromUrl = { source: 'url', body: { product_url: 'https://shop.example/p/1' } } as const;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-01-01T10:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

async function started(api = fakeApi()) {
  const setup = controllerWith(api);
  setup.controller.activate();
  await vi.advanceTimersByTimeAsync(0);
  await setup.controller.start(fromUrl);
  await vi.advanceTimersByTimeAsync(0);
  return { ...setup, api };
}

describe('polling', () => {
  it('checks at once, then every 3 s, one check at a time', async () => {
    const { api, controller } = await started();
    expect(api.getJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(api.getJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getJob).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000 * 3);
    expect(api.getJob).toHaveBeenCalledTimes(5);
    expect(controller.getState()).toMatchObject({ status: 'processing', isPolling: true, progress: 10, stage: 'writing_script' });
  });

  it('stops when the job completes, with progress 100 and the just-completed flag until acknowledged', async () => {
    const result = { video_id: 'v1', video_url: '/api/videos/v1/file', poster_url: null };
    const { api, controller, storage } = await started(fakeApi([jobAnswer(), jobAnswer({ status: 'completed', progress: 100, stage: null, result })]));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState()).toMatchObject({ status: 'completed', progress: 100, justCompleted: true, isPolling: false });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.getJob).toHaveBeenCalledTimes(2);
    controller.acknowledgeCompletion();
    expect(controller.getState().justCompleted).toBe(false);
    // The video stays until cleared; clearing clears job, storage and error.
    expect(JSON.parse(storage.data.get(JOB_RECORD_KEY)!)).toMatchObject({ status: 'completed' });
    controller.clear();
    expect(storage.data.has(JOB_RECORD_KEY)).toBe(false);
    expect(controller.getState()).toMatchObject({ status: 'idle', result: null, currentJobId: null, error: null });
  });

  it('a failed job re-enables generation, forgets the record and reports the refund', async () => {
    const { controller, storage, onCreditsChanged } = await started(fakeApi([jobAnswer(), jobAnswer({ status: 'failed', error_type: 'scraping_failed' })]));
    onCreditsChanged.mockClear();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState()).toMatchObject({ status: 'failed', errorType: 'scraping_failed', isPolling: false, progress: 0 });
    expect(storage.data.has(JOB_RECORD_KEY)).toBe(false);
    expect(onCreditsChanged).toHaveBeenCalledTimes(1);
  });

  it('four failed checks show (n/5) and go on; the fifth in a row stops with the may-still-be-processing message', async () => {
    const failure = new NetworkError(new TypeError('Failed to fetch'));
    const { api, controller } = await started(fakeApi([failure, failure, failure, failure, failure, jobAnswer()]));
    expect(controller.getState().pollWarning).toEqual({ count: 1, cause: { key: 'generation.poll.network' } });
    for (let n = 2; n <= 4; n += 1) {
      await vi.advanceTimersByTimeAsync(3_000);
      expect(controller.getState()).toMatchObject({ isPolling: true, pollWarning: { count: n } });
    }
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState()).toMatchObject({ isPolling: false, error: { key: 'generation.poll.mayStillBeProcessing' }, pollWarning: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.getJob).toHaveBeenCalledTimes(5);
    // The job may still run: no new generation until it is known to have ended.
    await controller.start(fromUrl);
    expect(api.createFromUrl).toHaveBeenCalledTimes(1);
    // Checking again starts a fresh count.
    controller.retryPolling();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ isPolling: true, consecutiveFailures: 0, error: null, status: 'processing' });
  });

  it('failures that are not in a row do not add up', async () => {
    const failure = new ApiError(500, 'INTERNAL_ERROR', 'An error occurred.');
    const { controller } = await started(fakeApi([failure, failure, jobAnswer(), failure, jobAnswer()]));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState().pollWarning).toEqual({ count: 2, cause: { key: 'generation.poll.failed', params: { message: 'An error occurred.' } } });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState().pollWarning).toBeNull();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState().pollWarning).toMatchObject({ count: 1 });
  });

  it('abandons a status check after 120 s and counts it as a timeout', async () => {
    const api = fakeApi();
    api.getJob.mockImplementationOnce((_id, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const { controller } = await started(api);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(controller.getState().pollWarning).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().pollWarning).toEqual({ count: 1, cause: { key: 'generation.poll.timeout' } });
  });

  it('fails a generation still running 25 minutes after it was created', async () => {
    const { api, controller, storage } = await started();
    await vi.advanceTimersByTimeAsync(25 * 60_000 - 3_000);
    expect(controller.getState().status).toBe('processing');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState()).toMatchObject({ status: 'failed', isPolling: false, errorType: 'timeout', error: { key: 'generation.errors.timedOut' }, progress: 0 });
    const calls = api.getJob.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.getJob).toHaveBeenCalledTimes(calls);
    expect(storage.data.has(JOB_RECORD_KEY)).toBe(false);
  });
});

describe('starting', () => {
  it('refuses a second generation while one runs', async () => {
    const { api, controller, onNotice } = await started();
    await controller.start(fromUrl);
    expect(api.createFromUrl).toHaveBeenCalledTimes(1);
    expect(onNotice).toHaveBeenCalledWith({ key: 'generation.errors.cannotStart' }, 'error');
  });

  it('402 opens the insufficient-credits dialog', async () => {
    const api = fakeApi();
    api.createFromUrl.mockRejectedValueOnce(new ApiError(402, 'INSUFFICIENT_CREDITS', 'You do not have enough credits to generate a video.'));
    const { controller } = controllerWith(api);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    await controller.start(fromUrl);
    expect(controller.getState()).toMatchObject({ insufficientCredits: true, status: 'idle', error: null });
    controller.dismissInsufficientCredits();
    expect(controller.getState().insufficientCredits).toBe(false);
  });

  it('409 says so and follows the job already running', async () => {
    const api = fakeApi();
    api.createFromUrl.mockRejectedValueOnce(new ApiError(409, 'ACTIVE_JOB_EXISTS', 'You already have a video generation in progress. Please wait for it to complete.'));
    const { controller, onNotice, storage } = controllerWith(api);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    api.getActiveJob.mockResolvedValueOnce({ has_active_job: true, active_job: jobAnswer({ progress: 33, stage: 'rendering' }) });
    await controller.start(fromUrl);
    expect(onNotice).toHaveBeenCalledWith({ text: 'You already have a video generation in progress. Please wait for it to complete.' }, 'info');
    expect(controller.getState()).toMatchObject({ currentJobId: JOB_ID, isPolling: true, progress: 33, stage: 'rendering' });
    expect(JSON.parse(storage.data.get(JOB_RECORD_KEY)!)).toMatchObject({ jobId: JOB_ID, userId: USER, version: '1.0' });
  });

  it('a refused field is named so the form can show the message beside it', async () => {
    const api = fakeApi();
    api.createFromUrl.mockRejectedValueOnce(new ApiError(400, 'INVALID_URL', 'Please enter a valid URL'));
    const { controller } = controllerWith(api);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    await controller.start(fromUrl);
    expect(controller.getState()).toMatchObject({ status: 'idle', errorType: 'request', errorField: 'url', error: { text: 'Please enter a valid URL' } });
  });
});

describe('a job requested elsewhere', () => {
  it('replaces the finished video on screen and is followed like a new generation, record included', async () => {
    const first = { video_id: 'v1', video_url: '/api/videos/v1/file', poster_url: null };
    const square = { video_id: 'v2', video_url: '/api/videos/v2/file', poster_url: null };
    const api = fakeApi([jobAnswer({ status: 'completed', progress: 100, result: first }), jobAnswer({ job_id: 'job-2', stage: 'rendering', progress: 40 }), jobAnswer({ job_id: 'job-2', status: 'completed', progress: 100, result: square })]);
    const { controller, storage } = await started(api);
    controller.acknowledgeCompletion();
    expect(controller.getState()).toMatchObject({ status: 'completed', result: { videoId: 'v1' } });

    controller.followNew('job-2');
    expect(controller.getState()).toMatchObject({ status: 'pending', currentJobId: 'job-2', result: null, isPolling: true });
    expect(JSON.parse(storage.data.get(JOB_RECORD_KEY)!)).toMatchObject({ jobId: 'job-2', status: 'pending', userId: USER });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getJob).toHaveBeenLastCalledWith('job-2', expect.anything());
    expect(controller.getState()).toMatchObject({ status: 'processing', stage: 'rendering', progress: 40 });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(controller.getState()).toMatchObject({ status: 'completed', justCompleted: true, result: { videoId: 'v2' } });
  });
});

describe('cancelling', () => {
  it('stops polling, re-enables generation and clears the job', async () => {
    const { api, controller, storage, onCreditsChanged } = await started();
    onCreditsChanged.mockClear();
    await controller.cancel();
    expect(api.cancelJob).toHaveBeenCalledWith(JOB_ID);
    expect(controller.getState()).toMatchObject({ status: 'cancelled', isPolling: false, currentJobId: null, error: { key: 'generation.errors.cancelled' } });
    expect(storage.data.has(JOB_RECORD_KEY)).toBe(false);
    expect(onCreditsChanged).toHaveBeenCalled();
    const calls = api.getJob.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.getJob).toHaveBeenCalledTimes(calls);
  });

  it('with no active job says so', async () => {
    const { controller, onNotice } = controllerWith(fakeApi());
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    await controller.cancel();
    expect(onNotice).toHaveBeenCalledWith({ key: 'generation.errors.noActiveJob' }, 'error');
  });

  it('a failed cancel says so and keeps following the job', async () => {
    const api = fakeApi();
    api.cancelJob.mockRejectedValueOnce(new NetworkError(null));
    const { controller, onNotice } = await started(api);
    await controller.cancel();
    expect(onNotice).toHaveBeenCalledWith({ key: 'generation.errors.cancelFailed' }, 'error');
    expect(controller.getState()).toMatchObject({ isPolling: true, status: 'processing', isCancelling: false });
  });
});

describe('resuming after a reload or a new sign-in', () => {
  const record = (change: Record<string, unknown> = {}) =>
    JSON.stringify({ version: '1.0', jobId: JOB_ID, status: 'processing', createdAt: Date.now() - 60_000, userId: USER, timestamp: Date.now() - 60_000, ...change });

  it('resumes the job of a valid session record at once, without asking the server for an active job', async () => {
    const api = fakeApi();
    const storage = memoryStorage();
    storage.setItem(JOB_RECORD_KEY, record());
    const { controller } = controllerWith(api, storage);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getActiveJob).not.toHaveBeenCalled();
    expect(api.getJob).toHaveBeenCalledWith(JOB_ID, expect.any(AbortSignal));
    expect(controller.getState()).toMatchObject({ isRestoring: false, isPolling: true, currentJobId: JOB_ID, status: 'processing' });
  });

  it.each([
    ['of another version', { version: '0.9' }],
    ['of another user', { userId: 'someone-else' }],
    ['30 minutes old', { timestamp: Date.parse('2026-01-01T10:00:00.000Z') - 30 * 60_000 }],
    ['broken', null],
  ])('ignores (and removes) a record %s, and asks the server instead', async (_name, change) => {
    const api = fakeApi();
    const storage = memoryStorage();
    storage.setItem(JOB_RECORD_KEY, change === null ? '{not json' : record(change));
    api.getActiveJob.mockResolvedValueOnce({ has_active_job: true, active_job: jobAnswer({ job_id: '00000000-0000-4000-8000-0000000000bb' }) });
    const { controller } = controllerWith(api, storage);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getActiveJob).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({ currentJobId: '00000000-0000-4000-8000-0000000000bb', isPolling: true });
    expect(JSON.parse(storage.data.get(JOB_RECORD_KEY)!)).toMatchObject({ jobId: '00000000-0000-4000-8000-0000000000bb', userId: USER });
  });

  it('a record just under 30 minutes old still counts', async () => {
    const api = fakeApi();
    const storage = memoryStorage();
    storage.setItem(JOB_RECORD_KEY, record({ timestamp: Date.now() - 30 * 60_000 + 1 }));
    const { controller } = controllerWith(api, storage);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getActiveJob).not.toHaveBeenCalled();
    expect(controller.getState().currentJobId).toBe(JOB_ID);
  });

  it('with neither record nor active job, the form is free', async () => {
    const { controller } = controllerWith(fakeApi());
    expect(controller.getState().isRestoring).toBe(true);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ isRestoring: false, status: 'idle', isPolling: false });
  });

  it('a failed active-job check is told, and leaves the form free', async () => {
    const api = fakeApi();
    api.getActiveJob.mockRejectedValueOnce(new NetworkError(null));
    const { controller, onNotice } = controllerWith(api);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(onNotice).toHaveBeenCalledWith({ key: 'generation.errors.activeCheckFailed' }, 'error');
    expect(controller.getState().isRestoring).toBe(false);
  });

  it('stops every timer when the screen goes, and resumes when it comes back', async () => {
    const { api, controller } = await started();
    controller.deactivate();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.getJob).toHaveBeenCalledTimes(1);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getJob).toHaveBeenCalledTimes(2);
  });
});

describe('a video shown before a reload', () => {
  it('is shown again from the record, without the just-completed flag', async () => {
    const api = fakeApi([jobAnswer({ status: 'completed', progress: 100, stage: null, result: { video_id: 'v1', video_url: '/api/videos/v1/file', poster_url: null } })]);
    const storage = memoryStorage();
    storage.setItem(JOB_RECORD_KEY, JSON.stringify({ version: '1.0', jobId: JOB_ID, status: 'completed', createdAt: Date.now(), userId: USER, timestamp: Date.now() }));
    const { controller, onCreditsChanged } = controllerWith(api, storage);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ status: 'completed', justCompleted: false, isPolling: false, result: { videoId: 'v1' } });
    expect(onCreditsChanged).not.toHaveBeenCalled();
  });

  it('is not shown to a user who came to make a new one, though a running job still is', async () => {
    const storage = memoryStorage();
    const record = (status: string) => JSON.stringify({ version: '1.0', jobId: JOB_ID, status, createdAt: Date.now(), userId: USER, timestamp: Date.now() });
    storage.setItem(JOB_RECORD_KEY, record('completed'));
    const api = fakeApi([jobAnswer({ status: 'completed', progress: 100, result: { video_id: 'v1', video_url: '/api/videos/v1/file', poster_url: null } })]);
    const fresh = new GenerationController({ api, storage, userId: USER, keepFinished: false });
    fresh.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(fresh.getState()).toMatchObject({ status: 'idle', isRestoring: false, result: null, currentJobId: null });
    expect(storage.data.has(JOB_RECORD_KEY)).toBe(false);
    expect(api.getJob).not.toHaveBeenCalled();
    expect(api.getActiveJob).toHaveBeenCalledTimes(1);

    storage.setItem(JOB_RECORD_KEY, record('processing'));
    const running = new GenerationController({ api: fakeApi(), storage, userId: USER, keepFinished: false });
    running.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(running.getState()).toMatchObject({ status: 'processing', currentJobId: JOB_ID, isPolling: true });
  });

  it('that was deleted since leaves the form free, without an error', async () => {
    const api = fakeApi([jobAnswer({ status: 'completed', progress: 100, stage: null, result: null })]);
    const storage = memoryStorage();
    storage.setItem(JOB_RECORD_KEY, JSON.stringify({ version: '1.0', jobId: JOB_ID, status: 'completed', createdAt: Date.now(), userId: USER, timestamp: Date.now() }));
    const { controller } = controllerWith(api, storage);
    controller.activate();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ status: 'idle', error: null, currentJobId: null, isRestoring: false });
    expect(storage.data.has(JOB_RECORD_KEY)).toBe(false);
  });
});

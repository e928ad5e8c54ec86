import type { z } from 'zod';

/** How a kind of job is queued and retried. */
export interface JobPolicy {
  /** Attempts after the first, for retryable failures. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (with jitter). */
  retryDelaySeconds: number;
  /** A job running longer than this is taken back and retried (a worker stuck on it). */
  expireInSeconds: number;
  /**
   * The running job is held by a heartbeat: when its worker stops beating (killed, machine lost),
   * the job is given to another worker after the queue's heartbeat interval, not after expiry.
   */
  heartbeat?: boolean;
  /** Jobs of this kind one process runs at once, at least (WORKER_CONCURRENCY when larger). */
  minConcurrency?: number;
}

/** A kind of job: its dotted name, its payload schema and its retry policy. */
export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  policy: JobPolicy;
}

/** Declares a kind of job for the catalog. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** Raised by a handler when trying again cannot help (bad input, a deleted record…): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

import { JOB_STATUSES, STORED_JOB_RECORD_MAX_AGE_MS, STORED_JOB_RECORD_VERSION, type JobStatus } from '@reelsmith/contracts';

/** Session storage key of the generation being followed in this tab. */
export const JOB_RECORD_KEY = 'reelsmith.generationJob';

/** The stored session job record (spec §3): version, jobId, status, createdAt, userId, timestamp. */
export interface StoredJobRecord {
  version: string;
  jobId: string;
  status: JobStatus;
  /** When the job was created (ms since the epoch). */
  createdAt: number;
  userId: string;
  /** When the record was written (ms since the epoch). */
  timestamp: number;
}

/** The part of the Storage API the record needs (sessionStorage in the browser). */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Spec §4: a record counts only with the same version, the same user, and under 30 minutes old. */
export function isJobRecordValid(record: unknown, userId: string, now: number): record is StoredJobRecord {
  if (typeof record !== 'object' || record === null) return false;
  const r = record as Partial<StoredJobRecord>;
  return (
    r.version === STORED_JOB_RECORD_VERSION &&
    r.userId === userId &&
    typeof r.jobId === 'string' &&
    r.jobId !== '' &&
    typeof r.status === 'string' &&
    (JOB_STATUSES as readonly string[]).includes(r.status) &&
    typeof r.createdAt === 'number' &&
    typeof r.timestamp === 'number' &&
    now - r.timestamp >= 0 &&
    now - r.timestamp < STORED_JOB_RECORD_MAX_AGE_MS
  );
}

/** The valid record of this user, or null; a record that is not valid is removed. */
export function readJobRecord(storage: RecordStorage | null, userId: string, now: number): StoredJobRecord | null {
  if (!storage) return null;
  let record: unknown;
  try {
    record = JSON.parse(storage.getItem(JOB_RECORD_KEY) ?? 'null');
  } catch {
    record = null;
  }
  if (isJobRecordValid(record, userId, now)) return record;
  if (record !== null) storage.removeItem(JOB_RECORD_KEY);
  return null;
}

/** Stores the record of the followed job, stamped now. */
export function writeJobRecord(storage: RecordStorage | null, record: Omit<StoredJobRecord, 'version' | 'timestamp'>, now: number): void {
  try {
    storage?.setItem(JOB_RECORD_KEY, JSON.stringify({ version: STORED_JOB_RECORD_VERSION, ...record, timestamp: now } satisfies StoredJobRecord));
  } catch {
    // Storage full or refused (private mode): the server's active-job check still finds the job.
  }
}

/** Forgets the followed job. */
export function clearJobRecord(storage: RecordStorage | null): void {
  storage?.removeItem(JOB_RECORD_KEY);
}

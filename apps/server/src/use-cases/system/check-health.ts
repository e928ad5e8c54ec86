import type { HealthResponse } from '@reelsmith/contracts';
import type { Database } from '@reelsmith/db';
import type { ToolStatus } from '@reelsmith/engine';
import type { JobQueue } from '../../jobs/job-queue';

/** What the health check looks at. */
export interface HealthDeps {
  database: Database;
  queue: JobQueue;
  probeTools: () => Promise<{ ffmpeg: ToolStatus; espeakNg: ToolStatus }>;
  version: string;
  startedAt: number;
}

async function databaseHealth(database: Database): Promise<HealthResponse['components']['database']> {
  try {
    const { version, latencyMs } = await database.ping();
    // "PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten, compiled by …": the part before " on ".
    return { ok: true, kind: database.kind, version: version.split(' on ')[0] ?? version, latency_ms: Math.round(latencyMs * 10) / 10 };
  } catch (error) {
    return { ok: false, kind: database.kind, version: null, latency_ms: null, error: (error as Error).message };
  }
}

/** Checks every component the platform needs; 'degraded' when any of them is unavailable. */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const [database, queue, tools] = await Promise.all([databaseHealth(deps.database), deps.queue.health(), deps.probeTools()]);
  const components: HealthResponse['components'] = {
    database,
    queue: { ok: queue.ok, version: queue.version, queues: queue.queues, ...(queue.error ? { error: queue.error } : {}) },
    ffmpeg: tools.ffmpeg,
    espeak_ng: tools.espeakNg,
  };
  const ok = Object.values(components).every((component) => component.ok);
  return {
    status: ok ? 'ok' : 'degraded',
    version: deps.version,
    uptime_s: Math.round((Date.now() - deps.startedAt) / 1000),
    components,
  };
}

import { fileURLToPath } from 'node:url';
import { runProcess } from '../../adapters/run-process';
import { EngineError } from '../../errors';
import type { Drawings, Visuals, VisualsPart, VisualsRequest } from './visuals';

const ENTRY = fileURLToPath(new URL('./visuals-process.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

/** A drawing process started ahead of time: give it the request when it is known. */
interface VisualsWorker<Result> {
  draw(request: VisualsRequest): Promise<Result>;
  /** Lets the process go without work (it exits at once). */
  release(): void;
}

/**
 * Starts the process that prepares a render's visuals (see visuals-process.ts) before its request is
 * known, so its start-up overlaps other work, and so this process stays small while ffmpeg runs.
 * Cancelling kills it.
 */
function startVisualsWorker<Result>(part: VisualsPart, signal?: AbortSignal): VisualsWorker<Result> {
  let give!: (text: string) => void;
  const stdin = new Promise<string>((resolve) => (give = resolve));
  const done = runProcess({
    command: process.execPath,
    args: ['--import', TSX, ENTRY, part],
    stage: 'render',
    timeoutMs: 180_000,
    maxOutputBytes: 8 << 20,
    stdin,
    ...(signal ? { signal } : {}),
  });
  // Until draw() is awaited, a failure must not surface as an unhandled rejection.
  done.catch(() => {});
  return {
    async draw(request) {
      give(JSON.stringify(request));
      const result = await done;
      if (result.exitCode !== 0) {
        throw new EngineError('render', 'RENDER_FAILED', `Drawing the ad's pictures failed: ${result.stderr.trim().split('\n').slice(-3).join(' / ')}`, false);
      }
      return JSON.parse(result.stdout) as Result;
    },
    release() {
      give('');
    },
  };
}

/**
 * Two drawing processes, one for the pictures (sharp) and one for the cards and captions (satori):
 * each keeps one core busy, side by side.
 */
export interface VisualsWorkers {
  draw(request: VisualsRequest): Promise<Visuals>;
  release(): void;
}

/** Starts the two drawing processes ahead of their request. */
export function startVisualsWorkers(signal?: AbortSignal): VisualsWorkers {
  const pictures = startVisualsWorker<string[]>('frames', signal);
  const drawings = startVisualsWorker<Drawings>('drawings', signal);
  return {
    async draw(request) {
      const [frames, drawn] = await Promise.all([pictures.draw(request), drawings.draw(request)]);
      return { ...drawn, frames };
    },
    release() {
      pictures.release();
      drawings.release();
    },
  };
}

/** Prepares a render's visuals in processes of their own, started now. */
export function prepareVisualsApart(request: VisualsRequest, signal?: AbortSignal): Promise<Visuals> {
  return startVisualsWorkers(signal).draw(request);
}

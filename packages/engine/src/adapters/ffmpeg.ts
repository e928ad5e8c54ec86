import { EngineError, type EngineStage } from '../errors';
import { runProcess } from './run-process';

/** Where the engine finds its external programs. */
export interface EngineTools {
  ffmpegPath: string;
  espeakPath: string;
}

/** Default tool paths: the programs on PATH. */
export const DEFAULT_TOOLS: EngineTools = { ffmpegPath: 'ffmpeg', espeakPath: 'espeak-ng' };

/**
 * ffmpeg's own explanation of a failure: its last lines that are not progress or banner noise
 * (with -loglevel error, stderr holds only errors).
 */
export function ffmpegErrorLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(frame|size|Last message repeated)=?/.test(line));
  return lines.slice(-3).join(' / ') || 'ffmpeg failed without saying why';
}

/**
 * Runs ffmpeg with an argument array. Progress (0–1 of `expectedDurationMs`) is read from
 * `-progress pipe:1`, which this adds; a non-zero exit becomes an EngineError carrying ffmpeg's own
 * error line.
 */
export async function runFfmpeg(options: {
  tools: EngineTools;
  args: readonly string[];
  stage: EngineStage;
  signal?: AbortSignal;
  expectedDurationMs?: number;
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
}): Promise<{ stderr: string }> {
  const { tools, args, stage, signal, expectedDurationMs, onProgress, timeoutMs } = options;
  const progressArgs = onProgress && expectedDurationMs ? ['-progress', 'pipe:1', '-nostats'] : [];
  const result = await runProcess({
    command: tools.ffmpegPath,
    args: ['-hide_banner', '-nostdin', ...progressArgs, ...args],
    stage,
    ...(signal ? { signal } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
    onStdoutLine: (line) => {
      // "out_time_us=12345678": microseconds written so far.
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match && onProgress && expectedDurationMs) onProgress(Math.min(1, Number(match[1]) / 1000 / expectedDurationMs));
    },
  });
  if (result.exitCode !== 0) {
    throw new EngineError(stage, stage === 'render' ? 'RENDER_FAILED' : 'TOOL_FAILED', `ffmpeg failed: ${ffmpegErrorLine(result.stderr)}`, false);
  }
  return { stderr: result.stderr };
}

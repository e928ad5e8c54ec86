import { EngineError } from '../errors';
import { runProcess } from './run-process';

/** Whether an external program the engine needs can run, and its version. */
export interface ToolStatus {
  ok: boolean;
  version: string | null;
  error?: string;
}

/** Paths of the external programs the engine runs. */
export interface ToolPaths {
  ffmpegPath: string;
  espeakPath: string;
}

async function probe(command: string, args: string[], versionPattern: RegExp): Promise<ToolStatus> {
  try {
    const { exitCode, stdout, stderr } = await runProcess({ command, args, stage: 'setup', timeoutMs: 10_000 });
    const output = `${stdout}\n${stderr}`;
    if (exitCode !== 0) return { ok: false, version: null, error: `${command} exited with code ${exitCode}` };
    return { ok: true, version: versionPattern.exec(output)?.[1] ?? null };
  } catch (error) {
    return { ok: false, version: null, error: error instanceof EngineError ? error.message : String(error) };
  }
}

/** Runs ffmpeg and espeak-ng once each to learn whether they work and which versions they are. */
export async function probeTools(paths: ToolPaths): Promise<{ ffmpeg: ToolStatus; espeakNg: ToolStatus }> {
  const [ffmpeg, espeakNg] = await Promise.all([
    // "ffmpeg version 5.1.8-0+deb12u1 Copyright…" or "ffmpeg version n6.1…"
    probe(paths.ffmpegPath, ['-hide_banner', '-version'], /ffmpeg version n?(\S+)/),
    // "eSpeak NG text-to-speech: 1.51  Data at: …"
    probe(paths.espeakPath, ['--version'], /text-to-speech:\s*(\S+)/),
  ]);
  return { ffmpeg, espeakNg };
}

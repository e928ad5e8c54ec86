import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { EngineError } from '../../errors';

/** Integrated loudness and true peak of an audio file (EBU R128, via ffmpeg's loudnorm analysis). */
export interface Loudness {
  integratedLufs: number;
  truePeakDb: number;
}

/**
 * Measures a file's loudness with ffmpeg's ebur128 filter (several times faster than loudnorm's
 * analysis, which resamples to 192 kHz). Silence measures as -Infinity.
 */
export async function measureLoudness(options: { tools: EngineTools; path: string; signal?: AbortSignal }): Promise<Loudness> {
  const { stderr } = await runFfmpeg({
    tools: options.tools,
    // framelog=verbose keeps the per-frame lines out of the info-level output; the summary stays.
    args: ['-loglevel', 'info', '-nostats', '-i', options.path, '-map', '0:a:0', '-af', 'ebur128=framelog=verbose:peak=true', '-f', 'null', '-'],
    stage: 'voice',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const summary = stderr.split('Summary:').at(-1) ?? '';
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  if (integrated === undefined) throw new EngineError('voice', 'TOOL_FAILED', 'ffmpeg printed no loudness summary', false);
  const parse = (value: string | undefined) => (value === undefined || value.includes('inf') ? -Infinity : Number(value));
  // ebur128 gates silence out; a silent file reports -70 LUFS, the gate itself.
  const lufs = parse(integrated);
  return { integratedLufs: lufs <= -70 ? -Infinity : lufs, truePeakDb: parse(peak) };
}

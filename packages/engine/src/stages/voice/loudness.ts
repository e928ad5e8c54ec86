import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { EngineError } from '../../errors';

/** Integrated loudness and true peak of an audio file (EBU R128, via ffmpeg's loudnorm analysis). */
export interface Loudness {
  integratedLufs: number;
  truePeakDb: number;
}

/** Measures a file's loudness. Silence measures as -Infinity. */
export async function measureLoudness(options: { tools: EngineTools; path: string; signal?: AbortSignal }): Promise<Loudness> {
  const { stderr } = await runFfmpeg({
    tools: options.tools,
    // loudnorm prints its analysis as JSON at info level, after the run.
    args: ['-loglevel', 'info', '-i', options.path, '-map', '0:a:0', '-af', 'loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json', '-f', 'null', '-'],
    stage: 'voice',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr)?.[0];
  if (!json) throw new EngineError('voice', 'TOOL_FAILED', 'ffmpeg printed no loudness analysis', false);
  const analysis = JSON.parse(json) as { input_i: string; input_tp: string };
  const parse = (value: string) => (value.includes('inf') ? -Infinity : Number(value));
  return { integratedLufs: parse(analysis.input_i), truePeakDb: parse(analysis.input_tp) };
}

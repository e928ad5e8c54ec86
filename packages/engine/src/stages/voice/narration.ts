import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { integratedLoudness } from './r128';
import { readWavSamples } from './wav';

/** Integrated loudness of the narration: the usual target for social video (and the ad's overall level). */
export const NARRATION_LUFS = -16;
// -1 dBFS: a ceiling the AAC encoder's overshoot stays under.
const PEAK_CEILING = 0.891;

/** One spoken clip and where it starts on the ad's timeline. */
export interface NarrationClip {
  path: string;
  startMs: number;
  /**
   * A level of its own, in dB (an uploaded clip's sound, measured by itself): the clip is left out of
   * the voice's measurement and gets this gain instead of the voice's.
   */
  gainDb?: number;
}

/** The one gain that brings the voiced clips (those without a level of their own) to NARRATION_LUFS, measured by EBU R128. */
export async function narrationGainDb(clips: readonly NarrationClip[]): Promise<number> {
  const voiced = clips.filter((clip) => clip.gainDb === undefined);
  const measured = integratedLoudness(await Promise.all(voiced.map((clip) => readWavSamples(clip.path))));
  return Number.isFinite(measured) ? NARRATION_LUFS - measured : 0;
}

/**
 * Filter-graph lines that place each clip (ffmpeg input `inputs[i]`) at its time on one mono track
 * at 48 kHz, `seconds` long, amplified by `gainDb` and its peaks limited; the track is `label`.
 * A pure function, so the track can be written alone or mixed straight into a video's sound.
 */
export function narrationGraph(options: { clips: readonly NarrationClip[]; inputs: readonly number[]; gainDb: number; seconds: string; tempo?: number; label: string }): string[] {
  const { clips, inputs, gainDb, seconds, tempo = 1, label } = options;
  const speed = tempo === 1 ? '' : `atempo=${tempo.toFixed(3)},`;
  // The track's one gain follows the mix: a clip with a level of its own is set back by it first.
  const ownLevel = (clip: NarrationClip) => (clip.gainDb === undefined ? '' : `volume=${(clip.gainDb - gainDb).toFixed(2)}dB,`);
  const chains = clips.map((clip, i) => `[${inputs[i] ?? i}:a]${speed}aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono,${ownLevel(clip)}adelay=delays=${Math.round(clip.startMs)}:all=1[c${i}]`);
  const labels = clips.map((_, i) => `[c${i}]`).join('');
  const mixed = clips.length === 1 ? `${labels}anull` : `${labels}amix=inputs=${clips.length}:normalize=0:duration=longest`;
  return [...chains, `${mixed},apad=whole_dur=${seconds},atrim=0:${seconds},volume=${gainDb.toFixed(2)}dB,alimiter=limit=${PEAK_CEILING}:level=false:attack=5:release=50[${label}]`];
}

/**
 * Places each scene's clip at its time on one track (48 kHz mono), as long as the ad, at
 * NARRATION_LUFS: the clips' loudness is measured here (EBU R128, their pauses gated out as the
 * standard does), so one ffmpeg run places, amplifies with one linear gain, and limits the peaks; the
 * voice keeps its dynamics.
 */
export async function assembleNarration(options: {
  tools: EngineTools;
  clips: readonly NarrationClip[];
  durationMs: number;
  outputPath: string;
  /** Speaks every clip this much faster (1 to 2; pitch kept). */
  tempo?: number;
  signal?: AbortSignal;
}): Promise<{ durationMs: number; gainDb: number }> {
  const { tools, clips, durationMs, outputPath, signal, tempo = 1 } = options;
  const gainDb = await narrationGainDb(clips);
  const graph = narrationGraph({ clips, inputs: clips.map((_, i) => i), gainDb, seconds: (durationMs / 1000).toFixed(3), tempo, label: 'out' });
  await runFfmpeg({
    tools,
    args: [
      '-loglevel', 'error', '-y',
      ...clips.flatMap((clip) => ['-i', clip.path]),
      '-filter_complex', graph.join(';'),
      '-map', '[out]', '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '1', outputPath,
    ],
    stage: 'voice',
    ...(signal ? { signal } : {}),
  });
  return { durationMs, gainDb };
}

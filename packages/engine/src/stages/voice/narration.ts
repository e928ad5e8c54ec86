import { join } from 'node:path';
import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { measureLoudness } from './loudness';

/** Integrated loudness of the narration: the usual target for social video (and the ad's overall level). */
export const NARRATION_LUFS = -16;
// -1 dBFS: a ceiling the AAC encoder's overshoot stays under.
const PEAK_CEILING = 0.891;

/** One spoken clip and where it starts on the ad's timeline. */
export interface NarrationClip {
  path: string;
  startMs: number;
}

/**
 * Places each scene's clip at its time on one track (48 kHz mono), as long as the ad, then brings it to
 * NARRATION_LUFS with a linear gain and a peak limiter: measured once, applied once, so the voice keeps
 * its dynamics.
 */
export async function assembleNarration(options: {
  tools: EngineTools;
  clips: readonly NarrationClip[];
  durationMs: number;
  outputPath: string;
  workDir: string;
  signal?: AbortSignal;
}): Promise<{ durationMs: number; integratedLufs: number }> {
  const { tools, clips, durationMs, outputPath, workDir, signal } = options;
  const seconds = (durationMs / 1000).toFixed(3);
  const rawPath = join(workDir, 'narration-raw.wav');
  const chains = clips.map((clip, i) => `[${i}:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=mono,adelay=delays=${Math.round(clip.startMs)}:all=1[c${i}]`);
  const labels = clips.map((_, i) => `[c${i}]`).join('');
  const mixed = clips.length === 1 ? `${labels}anull` : `${labels}amix=inputs=${clips.length}:normalize=0:duration=longest`;
  await runFfmpeg({
    tools,
    args: [
      '-loglevel', 'error', '-y',
      ...clips.flatMap((clip) => ['-i', clip.path]),
      '-filter_complex', `${chains.join(';')};${mixed},apad=whole_dur=${seconds},atrim=0:${seconds}[out]`,
      '-map', '[out]', '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '1', rawPath,
    ],
    stage: 'voice',
    ...(signal ? { signal } : {}),
  });
  const measured = await measureLoudness({ tools, path: rawPath, ...(signal ? { signal } : {}) });
  const gainDb = Number.isFinite(measured.integratedLufs) ? NARRATION_LUFS - measured.integratedLufs : 0;
  await runFfmpeg({
    tools,
    args: [
      '-loglevel', 'error', '-y', '-i', rawPath,
      '-af', `volume=${gainDb.toFixed(2)}dB,alimiter=limit=${PEAK_CEILING}:level=false:attack=5:release=50,atrim=0:${seconds}`,
      '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '1', outputPath,
    ],
    stage: 'voice',
    ...(signal ? { signal } : {}),
  });
  return { durationMs, integratedLufs: Number.isFinite(measured.integratedLufs) ? NARRATION_LUFS : measured.integratedLufs };
}

import { join } from 'node:path';
import { runFfmpeg, type EngineTools } from '../adapters/ffmpeg';
import { probeClip } from '../stages/clip/probe-clip';
import { AD_ENCODER, FADE_OUT_SECONDS, FPS, videoEncoderArgs } from '../stages/render/filter-graph';
import { NARRATION_LUFS } from '../stages/voice/narration';
import { integratedLoudness } from '../stages/voice/r128';
import { readWavSamples } from '../stages/voice/wav';
import type { PlanSegment } from './campaign-plan';
import { JOIN_DIP_SECONDS, framesOf } from './segments';

/** Where the business's clip plays in every video: before the first scene or after the last. */
export type ClipPosition = 'start' | 'end';

/** A clip to play in every recipient's video (normalised by normalizeClip, or any video ffmpeg reads). */
export interface CampaignClip {
  path: string;
  position: ClipPosition;
}

/** The picture of the clip segment, decided before ffmpeg runs. */
export interface ClipSegmentPlan {
  input: string;
  /** The video's size. */
  width: number;
  height: number;
  frames: number;
  /** A dip from black at its start (it follows a scene) and to black at its end (a scene follows, or the video ends). */
  fadeInSeconds?: number;
  fadeOutSeconds?: number;
  output: string;
  poster?: { path: string; atFrame: number };
}

/** The largest cut of the sound's level: a clip louder than the voice is brought down to it. */
const MAX_CUT_DB = 30;
/** The largest lift: a nearly silent clip is not blown up into its own noise. */
const MAX_LIFT_DB = 20;
/** The sound's edges are faded this long, so it neither starts nor stops with a click. */
const EDGE_FADE_SECONDS = 0.015;

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(4).replace(/0+$/, ''));
const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/**
 * The clip as a segment that joins its neighbours without re-encoding them: fitted whole into the
 * frame over a blurred, darkened copy of itself that fills it (a landscape clip in a 9:16 video has
 * no black bars), exactly `frames` long at 30 fps (the last picture held if it runs short), with the
 * same colours, encoder settings and time base as every other segment, silent.
 */
export function buildClipSegmentArgs(plan: ClipSegmentPlan): string[] {
  const { width, height, frames } = plan;
  const seconds = frames / FPS;
  // Blurred small and scaled up: a wide blur for a fraction of the cost of blurring the full frame.
  const small = { width: even(width / 8), height: even(height / 8) };
  const fades = [
    plan.fadeInSeconds ? `fade=t=in:st=0:d=${num(plan.fadeInSeconds)}` : undefined,
    plan.fadeOutSeconds ? `fade=t=out:st=${num(Math.max(0, seconds - plan.fadeOutSeconds))}:d=${num(plan.fadeOutSeconds)}` : undefined,
  ].filter((fade): fade is string => fade !== undefined);
  const finish = [...fades, 'format=yuv420p', 'setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709'].join(',');
  const graph = [
    // Frame n at n/30 s exactly, on the segments' clock; a clip a frame short is held on its last picture.
    `[0:v:0]fps=${FPS},settb=1/${FPS},setpts=N,tpad=stop_mode=clone:stop=${FPS},trim=end_frame=${frames},split=2[back][front]`,
    `[back]scale=w=${small.width}:h=${small.height}:force_original_aspect_ratio=increase,crop=w='min(iw,${small.width})':h='min(ih,${small.height})',gblur=sigma=3,eq=brightness=-0.08,scale=w=${width}:h=${height},setsar=1[blurred]`,
    `[front]scale=w=${width}:h=${height}:force_original_aspect_ratio=decrease:force_divisible_by=2,setsar=1[fitted]`,
    `[blurred][fitted]overlay=x=(W-w)/2:y=(H-h)/2,${finish}${plan.poster ? ',split=2[vout][vstill]' : '[vout]'}`,
    ...(plan.poster ? [`[vstill]trim=start_frame=${plan.poster.atFrame}:end_frame=${plan.poster.atFrame + 1},setpts=PTS-STARTPTS[poster]`] : []),
  ];
  return [
    '-loglevel', 'error', '-y',
    '-i', plan.input,
    '-filter_complex_threads', '1',
    '-filter_complex', graph.join(';'),
    '-map', '[vout]',
    ...videoEncoderArgs(AD_ENCODER),
    '-an',
    '-t', num(seconds),
    plan.output,
    ...(plan.poster ? ['-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', plan.poster.path] : []),
  ];
}

/**
 * The clip's sound as the narration takes it (48 kHz mono WAV), exactly as long as its segment, its
 * edges faded in and out.
 */
export function buildClipSoundArgs(options: { input: string; seconds: number; output: string }): string[] {
  const length = num(options.seconds);
  return [
    '-loglevel', 'error', '-y',
    '-i', options.input,
    '-map', '0:a:0',
    '-af', `aresample=48000:async=1:first_pts=0,aformat=sample_fmts=fltp:channel_layouts=mono,apad=whole_dur=${length},atrim=0:${length},afade=t=in:d=${EDGE_FADE_SECONDS},afade=t=out:st=${num(Math.max(0, options.seconds - EDGE_FADE_SECONDS))}:d=${EDGE_FADE_SECONDS}`,
    '-c:a', 'pcm_s16le', '-ar', '48000', '-ac', '1',
    options.output,
  ];
}

/** The gain that brings a sound measured at `lufs` to the narration's level, within limits; none for silence. */
export function clipGainDb(lufs: number): number | undefined {
  if (!Number.isFinite(lufs)) return undefined;
  return Math.round(Math.min(MAX_LIFT_DB, Math.max(-MAX_CUT_DB, NARRATION_LUFS - lufs)) * 100) / 100;
}

/**
 * Renders the business's clip as a shared segment of a campaign's plan (clip.mp4 in `outputDir`),
 * with its sound (clip-sound.wav) laid into each recipient's one sound track from the segment's start
 * at the narration's loudness. The segment dips through black where it meets a scene, and opens the
 * video (and gives it its poster) or ends it like any ad.
 */
export async function prepareClipSegment(options: {
  clip: CampaignClip;
  width: number;
  height: number;
  /** Whether scenes come before it and after it. */
  first: boolean;
  last: boolean;
  outputDir: string;
  tools: EngineTools;
  signal?: AbortSignal;
}): Promise<Extract<PlanSegment, { kind: 'shared' }> & { poster: string | null }> {
  const { clip, tools, signal, outputDir } = options;
  const facts = await probeClip({ input: clip.path, tools, ...(signal ? { signal } : {}) });
  const frames = Math.max(1, framesOf(facts.durationMs));
  const file = 'clip.mp4';
  const poster = options.first ? 'clip-poster.jpg' : null;
  await runFfmpeg({
    tools,
    args: buildClipSegmentArgs({
      input: clip.path,
      width: options.width,
      height: options.height,
      frames,
      ...(options.first ? {} : { fadeInSeconds: JOIN_DIP_SECONDS }),
      fadeOutSeconds: options.last ? FADE_OUT_SECONDS : JOIN_DIP_SECONDS,
      output: join(outputDir, file),
      ...(poster ? { poster: { path: join(outputDir, poster), atFrame: Math.min(FPS, Math.floor(frames / 2)) } } : {}),
    }),
    stage: 'render',
    ...(signal ? { signal } : {}),
  });
  const clips: { file: string; startMs: number; gainDb?: number }[] = [];
  if (facts.hasAudio) {
    const sound = 'clip-sound.wav';
    await runFfmpeg({ tools, args: buildClipSoundArgs({ input: clip.path, seconds: frames / FPS, output: join(outputDir, sound) }), stage: 'voice', ...(signal ? { signal } : {}) });
    const gainDb = clipGainDb(integratedLoudness([await readWavSamples(join(outputDir, sound))]));
    // A silent track (normalizeClip gives one to a clip without sound) adds nothing to the mix.
    if (gainDb !== undefined) clips.push({ file: sound, startMs: 0, gainDb });
  }
  return { kind: 'shared', scenes: [], file, frames, clips, poster };
}

/**
 * The plan's segments with the clip's segment placed first or last (its poster then the video's
 * poster when it opens it).
 */
export async function withClipSegment(options: {
  segments: readonly PlanSegment[];
  poster: string | null;
  clip: CampaignClip;
  width: number;
  height: number;
  outputDir: string;
  tools: EngineTools;
  signal?: AbortSignal;
}): Promise<{ segments: PlanSegment[]; poster: string | null }> {
  const atStart = options.clip.position === 'start';
  const { poster, ...segment } = await prepareClipSegment({ ...options, first: atStart, last: !atStart });
  return atStart ? { segments: [segment, ...options.segments], poster } : { segments: [...options.segments, segment], poster: options.poster };
}

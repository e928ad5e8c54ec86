import type { AdFormat, Motion } from '../../schema';
import { narrationGraph, type NarrationClip } from '../voice/narration';

/** Frames per second of every ad. */
export const FPS = 30;

/** An overlay placed on a scene, times relative to the scene's start. */
export interface PlannedOverlay {
  png: string;
  x: number;
  y: number;
  startSec: number;
  endSec: number;
  /** How it arrives: sliding up, sliding in from the left, or simply appearing. */
  enter: 'slide-up' | 'slide-right' | 'none';
}

/** One scene as ffmpeg will draw it. */
export interface PlannedScene {
  frame: string;
  frameWidth: number;
  frameHeight: number;
  frames: number;
  motion: Motion;
  /** Transition into this scene (ignored for the first). */
  transition: string;
  overlays: PlannedOverlay[];
}

/** The picture of a video (or of one segment of it), decided before ffmpeg runs. */
export interface VideoPlan {
  width: number;
  height: number;
  transitionFrames: number;
  scenes: PlannedScene[];
  watermark?: { png: string; x: number; y: number };
  output: string;
  /** A still of the video written by the same run (the frame at atFrame). */
  poster?: { path: string; atFrame: number };
  encoder: { preset: string; crf: number };
  /** A fade from black at the start (0 by default: an ad opens on its picture). */
  fadeInSeconds?: number;
  /** The fade to black at the end (FADE_OUT_SECONDS by default). */
  fadeOutSeconds?: number;
  /**
   * Frames that repeat the one before are left out and the one before is shown longer (variable frame
   * rate, on the same 1/30 s grid): a still picture whose card has arrived costs the encoder nothing.
   */
  dropRepeats?: boolean;
}

/** What the voice and music of a video are. */
export interface SoundPlan {
  /** The narration track's file, or its clips placed and leveled in the same ffmpeg run (no track written apart). */
  narration: string | { clips: readonly NarrationClip[]; gainDb: number };
  music?: { path: string; gainDb: number };
}

/** Everything ffmpeg needs for one whole video, decided before it runs. */
export interface RenderPlan extends VideoPlan, SoundPlan {
  format: AdFormat;
}

/** How every ad is encoded: quick enough for two cores, clean enough for HD. */
export const AD_ENCODER: VideoPlan['encoder'] = { preset: 'veryfast', crf: 21 };

const SLIDE_SECONDS = 0.45;
const SLIDE_DISTANCE = 70;
/** The fade to black that ends a video. */
export const FADE_OUT_SECONDS = 0.6;

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(4).replace(/0+$/, ''));

/** Seconds of a plan: every scene, minus the frames shared by cross-fades. */
export function planSeconds(plan: Pick<VideoPlan, 'scenes' | 'transitionFrames'>): number {
  const frames = plan.scenes.reduce((sum, scene) => sum + scene.frames, 0) - plan.transitionFrames * (plan.scenes.length - 1);
  return frames / FPS;
}

/** A scene whose picture does not move (a zoom that stays put): personal cards of a campaign. */
const isStill = (motion: Motion) => motion.kind === 'zoom' && motion.from === motion.to;

/** The still picture at its zoom, cut to the video's size once. */
function stillFilter(scene: PlannedScene, width: number, height: number): string {
  const zoom = scene.motion.kind === 'zoom' ? scene.motion.from : 1;
  return `scale=w=${2 * Math.round((width * zoom) / 2)}:h=-2,crop=${width}:${height}`;
}

function motionFilter(scene: PlannedScene, width: number, height: number): string {
  const duration = num(scene.frames / FPS);
  if (scene.motion.kind === 'zoom') {
    const { from, to } = scene.motion;
    // The frame is prepared at overscan size; scaling it to zoom × the video size and cropping the
    // centre zooms without ever upscaling.
    return `scale=w='trunc(${width}*(${num(from)}+${num(to - from)}*t/${duration})/2)*2':h=-2:eval=frame:flags=fast_bilinear,crop=${width}:${height}`;
  }
  const roomX = scene.frameWidth - width;
  const roomY = scene.frameHeight - height;
  const { from, to } = scene.motion;
  // A crop window moving across the oversized still: no resampling, so motion costs nearly nothing.
  const x = `${num(roomX * from.x)}+${num(roomX * (to.x - from.x))}*t/${duration}`;
  const y = `${num(roomY * from.y)}+${num(roomY * (to.y - from.y))}*t/${duration}`;
  return `crop=w=${width}:h=${height}:x='${x}':y='${y}'`;
}

function overlayPosition(overlay: PlannedOverlay): { x: string; y: string } {
  const progress = `pow(1-min(1,max(0,(t-${num(overlay.startSec)})/${SLIDE_SECONDS})),3)`;
  if (overlay.enter === 'slide-up') return { x: String(overlay.x), y: `'${overlay.y}+${SLIDE_DISTANCE}*${progress}'` };
  if (overlay.enter === 'slide-right') return { x: `'${overlay.x}-${SLIDE_DISTANCE * 2}*${progress}'`, y: String(overlay.y) };
  return { x: String(overlay.x), y: String(overlay.y) };
}

/** Adds inputs to an ffmpeg command and hands out their indexes. */
class Inputs {
  readonly args: string[] = [];
  private count = 0;

  add(...args: string[]): number {
    this.args.push(...args);
    return this.count++;
  }
}

/**
 * The picture as filter-graph lines ending in [vout] (and [poster] when asked): each scene a looped
 * still moved by a crop window (or zoomed), its cards and captions overlaid at their times;
 * cross-fades computed only on the frames two scenes share (trim + xfade on those slices, then
 * concat), which is what keeps the graph near the encoder's own speed; the watermark; the fades.
 */
function videoGraph(plan: VideoPlan, inputs: Inputs): string[] {
  const { width, height, scenes, transitionFrames: k } = plan;
  const graph: string[] = [];
  // Stills decode once: a decoder thread each would only compete with the encoder for the cores.
  const sceneInputs = scenes.map((scene) => inputs.add('-threads', '1', '-i', scene.frame));
  const overlayInputs = scenes.map((scene) => scene.overlays.map((overlay) => inputs.add('-threads', '1', '-i', overlay.png)));
  const watermarkInput = plan.watermark ? inputs.add('-threads', '1', '-i', plan.watermark.png) : undefined;

  // Overlays: RGBA pictures converted once to the video's colours (BT.709, limited range).
  overlayInputs.forEach((indexes, s) =>
    indexes.forEach((index, o) => graph.push(`[${index}:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[o${s}_${o}]`)),
  );

  scenes.forEach((scene, s) => {
    const input = sceneInputs[s];
    // JPEG stills are full-range BT.601; the video is limited-range BT.709.
    const toVideoColours = `[${input}:v]scale=in_range=pc:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p`;
    // Frame n at n/30 s exactly: in the still's own time base (1/25) the times would round onto a
    // 1/25 s clock, and neighbouring frames would share a time.
    const loop = `loop=loop=${scene.frames - 1}:size=1:start=0,settb=1/${FPS},setpts=N`;
    // A still scene is cut to size once, before its frame is repeated; a moving one frame by frame.
    let chain = isStill(scene.motion) ? `${toVideoColours},${stillFilter(scene, width, height)},${loop}` : `${toVideoColours},${loop},${motionFilter(scene, width, height)}`;
    let label = `s${s}m`;
    graph.push(`${chain}[${label}]`);
    scene.overlays.forEach((overlay, o) => {
      const { x, y } = overlayPosition(overlay);
      const next = `s${s}o${o}`;
      graph.push(`[${label}][o${s}_${o}]overlay=x=${x}:y=${y}:enable='between(t,${num(overlay.startSec)},${num(overlay.endSec)})':format=yuv420:eof_action=repeat[${next}]`);
      label = next;
    });
    const first = s === 0;
    const last = s === scenes.length - 1;
    const parts = [first ? undefined : 'head', 'body', last ? undefined : 'tail'].filter((p): p is string => p !== undefined);
    if (parts.length === 1) {
      graph.push(`[${label}]null[body${s}]`);
      return;
    }
    chain = `[${label}]split=${parts.length}${parts.map((p) => `[${p}${s}in]`).join('')}`;
    graph.push(chain);
    if (!first) graph.push(`[head${s}in]trim=end_frame=${k},setpts=PTS-STARTPTS[head${s}]`);
    graph.push(`[body${s}in]trim=start_frame=${first ? 0 : k}:end_frame=${scene.frames - (last ? 0 : k)},setpts=PTS-STARTPTS[body${s}]`);
    if (!last) graph.push(`[tail${s}in]trim=start_frame=${scene.frames - k},setpts=PTS-STARTPTS[tail${s}]`);
  });

  const sequence: string[] = [];
  scenes.forEach((_, s) => {
    sequence.push(`[body${s}]`);
    const next = scenes[s + 1];
    if (next) {
      graph.push(`[tail${s}][head${s + 1}]xfade=transition=${next.transition}:duration=${num(k / FPS)}:offset=0[mix${s}]`);
      sequence.push(`[mix${s}]`);
    }
  });
  graph.push(`${sequence.join('')}concat=n=${sequence.length}:v=1:a=0[joined]`);
  let video = 'joined';
  if (plan.watermark && watermarkInput !== undefined) {
    graph.push(`[${watermarkInput}:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[wm]`);
    graph.push(`[${video}][wm]overlay=x=${plan.watermark.x}:y=${plan.watermark.y}:format=yuv420:eof_action=repeat[marked]`);
    video = 'marked';
  }
  const total = planSeconds(plan);
  const fadeOut = plan.fadeOutSeconds ?? FADE_OUT_SECONDS;
  const fades = [
    plan.fadeInSeconds ? `fade=t=in:st=0:d=${num(plan.fadeInSeconds)}` : undefined,
    fadeOut ? `fade=t=out:st=${num(Math.max(0, total - fadeOut))}:d=${num(fadeOut)}` : undefined,
  ].filter((f): f is string => f !== undefined);
  const finish = `[${video}]${[...fades, 'format=yuv420p', 'setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709'].join(',')}`;
  // Only a frame equal to the one before it is dropped (scene score 0); the first and the last are
  // always kept, so the segment starts and ends on time.
  const lastFrame = Math.round(total * FPS) - 1;
  const repeats = plan.dropRepeats ? `,select='eq(n,0)+eq(n,${lastFrame})+gt(scene,0)'` : '';
  if (plan.poster) {
    // The poster is one frame of this very stream: no second decoding of the finished file.
    if (repeats) {
      graph.push(`${finish},split=2[vall][vstill]`);
      graph.push(`[vall]${repeats.slice(1)}[vout]`);
    } else {
      graph.push(`${finish},split=2[vout][vstill]`);
    }
    graph.push(`[vstill]trim=start_frame=${plan.poster.atFrame}:end_frame=${plan.poster.atFrame + 1},setpts=PTS-STARTPTS[poster]`);
  } else {
    graph.push(`${finish}${repeats}[vout]`);
  }
  return graph;
}

/**
 * The sound as filter-graph lines ending in [aout]: the narration, padded to the video's length,
 * over a music bed ducked under the voice.
 */
function soundGraph(sound: SoundPlan, seconds: number, inputs: Inputs): string[] {
  const graph: string[] = [];
  const length = num(seconds);
  const { narration } = sound;
  if (typeof narration === 'string') {
    const narrationInput = inputs.add('-i', narration);
    // The voice is padded to the full length: without apad the audio stream would end with the last word.
    graph.push(`[${narrationInput}:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,apad=whole_dur=${length},atrim=0:${length}[narration]`);
  } else {
    const clipInputs = narration.clips.map((clip) => inputs.add('-i', clip.path));
    graph.push(...narrationGraph({ clips: narration.clips, inputs: clipInputs, gainDb: narration.gainDb, seconds: length, label: 'voiced' }));
    graph.push(`[voiced]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo[narration]`);
  }
  const musicInput = sound.music ? inputs.add('-stream_loop', '-1', '-i', sound.music.path) : undefined;
  if (sound.music && musicInput !== undefined) {
    graph.push(`[narration]asplit=2[voice][key]`);
    graph.push(
      `[${musicInput}:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,atrim=0:${length},volume=${num(sound.music.gainDb)}dB,afade=t=in:d=1,afade=t=out:st=${num(Math.max(0, seconds - 2))}:d=2[bed]`,
    );
    graph.push(`[bed][key]sidechaincompress=threshold=0.02:ratio=9:attack=20:release=450:makeup=1[ducked]`);
    graph.push(`[voice][ducked]amix=inputs=2:duration=first:normalize=0,alimiter=limit=0.95:level=false[aout]`);
  } else {
    graph.push(`[narration]alimiter=limit=0.95:level=false[aout]`);
  }
  return graph;
}

/**
 * How every video is encoded. Segments encoded with these same settings join without re-encoding:
 * each starts on a keyframe and shares the stream parameters.
 */
export function videoEncoderArgs(encoder: VideoPlan['encoder'], frameRate: 'constant' | 'variable' = 'constant'): string[] {
  return [
    '-c:v', 'libx264', '-preset', encoder.preset, '-crf', String(encoder.crf), '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    // Variable: frames pass with their own times, on the 1/30 s clock, each at least a frame long
    // (without the rate, ffmpeg would time them on a 1/25 s clock).
    '-r', String(FPS), ...(frameRate === 'variable' ? ['-fps_mode', 'vfr'] : []), '-g', String(FPS * 2),
    '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709', '-color_range', 'tv',
    '-video_track_timescale', String(VIDEO_TIMESCALE),
  ];
}

/**
 * The sound's encoding. The native AAC encoder's fast coder: at 160 kb/s it sounds the same for
 * voice over music, in a third less time than its default (the sound of every campaign video is
 * encoded whole, so this is paid per recipient). Its mid/side and intensity stereo searches are off:
 * a fifth of the encoder's time, and at 160 kb/s the two channels coded apart lose nothing audible.
 */
export const AUDIO_ENCODER_ARGS = ['-c:a', 'aac', '-aac_coder', 'fast', '-aac_ms', '0', '-aac_is', '0', '-b:a', '160k', '-ar', '48000', '-ac', '2'];
/** The MP4 time base of every video track, so segments join with exact frame times. */
const VIDEO_TIMESCALE = FPS * 512;

const posterArgs = (plan: VideoPlan) => (plan.poster ? ['-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', plan.poster.path] : []);

/** The whole video as one ffmpeg run: the picture, and narration over a music bed ducked under it. */
export function buildFfmpegArgs(plan: RenderPlan): string[] {
  const inputs = new Inputs();
  const seconds = planSeconds(plan);
  const graph = [...videoGraph(plan, inputs), ...soundGraph(plan, seconds, inputs)];
  return [
    '-loglevel', 'error', '-y',
    ...inputs.args,
    // One filter thread: the encoder has the cores, and each extra thread keeps its own frame buffers.
    '-filter_complex_threads', '1',
    '-filter_complex', graph.join(';'),
    '-map', '[vout]', '-map', '[aout]',
    ...videoEncoderArgs(plan.encoder),
    ...AUDIO_ENCODER_ARGS,
    '-t', num(seconds),
    '-movflags', '+faststart',
    plan.output,
    ...posterArgs(plan),
  ];
}

/** One silent segment of a video, to be joined to others without re-encoding. */
export function buildSegmentArgs(plan: VideoPlan): string[] {
  const inputs = new Inputs();
  const graph = videoGraph(plan, inputs);
  return [
    '-loglevel', 'error', '-y',
    ...inputs.args,
    '-filter_complex_threads', '1',
    '-filter_complex', graph.join(';'),
    '-map', '[vout]',
    ...videoEncoderArgs(plan.encoder, plan.dropRepeats ? 'variable' : 'constant'),
    '-an',
    '-t', num(planSeconds(plan)),
    plan.output,
    ...posterArgs(plan),
  ];
}

/**
 * Joins silent segments (a concat list file) without re-encoding them, under one sound track made
 * for the whole length: the voice and music run on across every join.
 */
export function buildJoinArgs(options: { segmentList: string; seconds: number; sound: SoundPlan; output: string }): string[] {
  const inputs = new Inputs();
  // auto_convert off: the segments share their stream parameters, so their packets go in unchanged.
  const videoInput = inputs.add('-f', 'concat', '-safe', '0', '-auto_convert', '0', '-i', options.segmentList);
  const graph = soundGraph(options.sound, options.seconds, inputs);
  return [
    '-loglevel', 'error', '-y',
    ...inputs.args,
    '-filter_complex', graph.join(';'),
    '-map', `${videoInput}:v:0`, '-map', '[aout]',
    '-c:v', 'copy',
    ...AUDIO_ENCODER_ARGS,
    '-t', num(options.seconds),
    '-movflags', '+faststart',
    options.output,
  ];
}

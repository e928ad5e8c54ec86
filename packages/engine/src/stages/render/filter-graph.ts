import type { AdFormat, Motion } from '../../schema';

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

/** Everything ffmpeg needs for one video, decided before it runs. */
export interface RenderPlan {
  format: AdFormat;
  width: number;
  height: number;
  transitionFrames: number;
  scenes: PlannedScene[];
  watermark?: { png: string; x: number; y: number };
  narration: string;
  music?: { path: string; gainDb: number };
  output: string;
  /** A still of the video written by the same run (the frame at atFrame). */
  poster?: { path: string; atFrame: number };
  encoder: { preset: string; crf: number };
}

const SLIDE_SECONDS = 0.45;
const SLIDE_DISTANCE = 70;
const FADE_OUT_SECONDS = 0.6;

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(4).replace(/0+$/, ''));

/** Seconds of a plan: every scene, minus the frames shared by cross-fades. */
export function planSeconds(plan: RenderPlan): number {
  const frames = plan.scenes.reduce((sum, scene) => sum + scene.frames, 0) - plan.transitionFrames * (plan.scenes.length - 1);
  return frames / FPS;
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

/**
 * The whole video as one ffmpeg run: each scene a looped still moved by a crop window (or zoomed),
 * its cards and captions overlaid at their times; cross-fades computed only on the frames two scenes
 * share (trim + xfade on those slices, then concat), which is what keeps the graph near the encoder's
 * own speed; the watermark; a fade to black at the end; narration over a music bed ducked under it.
 */
export function buildFfmpegArgs(plan: RenderPlan): string[] {
  const { width, height, scenes, transitionFrames: k } = plan;
  const inputs: string[] = [];
  const graph: string[] = [];
  let inputIndex = 0;
  const addInput = (...args: string[]) => {
    inputs.push(...args);
    return inputIndex++;
  };

  // Stills decode once: a decoder thread each would only compete with the encoder for the cores.
  const sceneInputs = scenes.map((scene) => addInput('-threads', '1', '-i', scene.frame));
  const overlayInputs = scenes.map((scene) => scene.overlays.map((overlay) => addInput('-threads', '1', '-i', overlay.png)));
  const narrationInput = addInput('-i', plan.narration);
  const musicInput = plan.music ? addInput('-stream_loop', '-1', '-i', plan.music.path) : undefined;
  const watermarkInput = plan.watermark ? addInput('-threads', '1', '-i', plan.watermark.png) : undefined;
  const seconds = num(planSeconds(plan));

  // Overlays: RGBA pictures converted once to the video's colours (BT.709, limited range).
  overlayInputs.forEach((indexes, s) =>
    indexes.forEach((index, o) => graph.push(`[${index}:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[o${s}_${o}]`)),
  );

  scenes.forEach((scene, s) => {
    const input = sceneInputs[s];
    // JPEG stills are full-range BT.601; the video is limited-range BT.709.
    let chain = `[${input}:v]scale=in_range=pc:out_range=tv:in_color_matrix=bt601:out_color_matrix=bt709,format=yuv420p,loop=loop=${scene.frames - 1}:size=1:start=0,setpts=N/${FPS}/TB,${motionFilter(scene, width, height)}`;
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
  const finish = `[${video}]fade=t=out:st=${num(Math.max(0, total - FADE_OUT_SECONDS))}:d=${FADE_OUT_SECONDS},format=yuv420p,setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709`;
  if (plan.poster) {
    // The poster is one frame of this very stream: no second decoding of the finished file.
    graph.push(`${finish},split=2[vout][vstill]`);
    graph.push(`[vstill]trim=start_frame=${plan.poster.atFrame}:end_frame=${plan.poster.atFrame + 1},setpts=PTS-STARTPTS[poster]`);
  } else {
    graph.push(`${finish}[vout]`);
  }

  // The voice is padded to the full length: without apad the audio stream would end with the last word.
  graph.push(`[${narrationInput}:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,apad=whole_dur=${seconds},atrim=0:${seconds}[narration]`);
  if (plan.music && musicInput !== undefined) {
    graph.push(`[narration]asplit=2[voice][key]`);
    graph.push(
      `[${musicInput}:a]aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,atrim=0:${seconds},volume=${num(plan.music.gainDb)}dB,afade=t=in:d=1,afade=t=out:st=${num(Math.max(0, total - 2))}:d=2[bed]`,
    );
    graph.push(`[bed][key]sidechaincompress=threshold=0.02:ratio=9:attack=20:release=450:makeup=1[ducked]`);
    graph.push(`[voice][ducked]amix=inputs=2:duration=first:normalize=0,alimiter=limit=0.95:level=false[aout]`);
  } else {
    graph.push(`[narration]alimiter=limit=0.95:level=false[aout]`);
  }

  return [
    '-loglevel', 'error', '-y',
    ...inputs,
    // One filter thread: the encoder has the cores, and each extra thread keeps its own frame buffers.
    '-filter_complex_threads', '1',
    '-filter_complex', graph.join(';'),
    '-map', '[vout]', '-map', '[aout]',
    '-c:v', 'libx264', '-preset', plan.encoder.preset, '-crf', String(plan.encoder.crf), '-profile:v', 'high', '-pix_fmt', 'yuv420p',
    '-r', String(FPS), '-g', String(FPS * 2),
    '-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709', '-color_range', 'tv',
    '-c:a', 'aac', '-b:a', '160k', '-ar', '48000', '-ac', '2',
    '-t', seconds,
    '-movflags', '+faststart',
    plan.output,
    ...(plan.poster ? ['-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', plan.poster.path] : []),
  ];
}

import { rm } from 'node:fs/promises';
import { runFfmpeg, type EngineTools } from '../../adapters/ffmpeg';
import { EngineError } from '../../errors';
import { AD_ENCODER, AUDIO_ENCODER_ARGS, FPS, videoEncoderArgs } from '../render/filter-graph';
import { CLIP_DEMUXER, probeClip, type ClipContainer, type ClipFacts, type HdrTransfer } from './probe-clip';

/** The longest side of a normalised clip: HD, like every ad. */
export const MAX_CLIP_SIDE = 1920;

/** Even sizes (the encoder's 4:2:0 needs them) within MAX_CLIP_SIDE, the shape kept; never enlarged. */
export function fitClipSize(width: number, height: number, maxSide = MAX_CLIP_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  return { width: even(width), height: even(height) };
}

/** Everything the normalising run needs, decided before it runs. */
export interface NormalizePlan {
  input: string;
  container?: ClipContainer;
  width: number;
  height: number;
  /** How much of the clip is kept, in seconds. */
  seconds: number;
  hasAudio: boolean;
  /** The source's HDR coding, which is tone-mapped into the ads' SDR colours. */
  hdr?: HdrTransfer;
  output: string;
  posterPath: string;
  /** The frame written as the poster. */
  posterFrame: number;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(3).replace(/0+$/, ''));

/**
 * An HDR picture (BT.2020 colours, PQ or HLG light) brought into the ads' BT.709 SDR: to linear light
 * with 100 nits as SDR white, BT.709 primaries, highlights rolled off by the Möbius curve (which
 * leaves the SDR range nearly as it was), then BT.709 gamma at TV range. Without it a phone's HDR
 * recording plays grey and washed out.
 */
export function toneMapFilters(hdr: HdrTransfer): string {
  const transfer = hdr === 'pq' ? 'smpte2084' : 'arib-std-b67';
  return `zscale=tin=${transfer}:pin=bt2020:min=bt2020nc:t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=mobius:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p`;
}

/**
 * One ffmpeg run: the picture turned upright (ffmpeg's autorotate), sized, square pixels, 30 frames a
 * second and BT.709 SDR like every ad (an HDR recording tone-mapped), encoded as every segment is (H.264 High, keyframe at 0); the sound
 * as AAC 48 kHz stereo starting with the picture, or silence when the clip has none; metadata (a
 * phone's location) left out; the index first, so it plays while it downloads; and a poster.
 */
export function buildNormalizeArgs(plan: NormalizePlan): string[] {
  // Sized first, so tone mapping works on as few pixels as the output has.
  const colours = plan.hdr ? `scale=w=${plan.width}:h=${plan.height},${toneMapFilters(plan.hdr)}` : `scale=w=${plan.width}:h=${plan.height}:out_color_matrix=bt709:out_range=tv`;
  const picture = `[0:v:0]${colours},setsar=1,fps=${FPS},format=yuv420p,setparams=range=tv:color_primaries=bt709:color_trc=bt709:colorspace=bt709,split=2[vout][vstill]`;
  const poster = `[vstill]trim=start_frame=${plan.posterFrame}:end_frame=${plan.posterFrame + 1},setpts=PTS-STARTPTS[poster]`;
  // async with first_pts: sound that starts after the picture is padded to start with it.
  const sound = plan.hasAudio ? [`[0:a:0]aresample=48000:async=1:first_pts=0,aformat=sample_fmts=fltp:channel_layouts=stereo[aout]`] : [];
  return [
    '-loglevel', 'error', '-y',
    ...(plan.container ? ['-f', CLIP_DEMUXER[plan.container]] : []), '-i', plan.input,
    ...(plan.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo']),
    '-filter_complex', [picture, poster, ...sound].join(';'),
    '-map', '[vout]', '-map', plan.hasAudio ? '[aout]' : '1:a:0',
    '-map_metadata', '-1', '-map_chapters', '-1',
    ...videoEncoderArgs(AD_ENCODER),
    ...AUDIO_ENCODER_ARGS,
    '-t', num(plan.seconds),
    '-movflags', '+faststart',
    plan.output,
    '-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', plan.posterPath,
  ];
}

/**
 * Makes an uploaded clip fit to play in any campaign: H.264 High yuv420p at a constant 30 fps, its
 * long side at most 1920 px (even sizes), AAC 48 kHz stereo (silent when it had no sound),
 * +faststart, a keyframe at 0, and a JPEG poster. Cut at `maxSeconds` should the file say it is
 * shorter than it is. Nothing is left behind when it fails.
 */
export async function normalizeClip(options: {
  input: string;
  /** The container its bytes were told to be: ffmpeg reads it with that reader only. */
  container?: ClipContainer;
  output: string;
  posterPath: string;
  tools: EngineTools;
  maxSeconds?: number;
  signal?: AbortSignal;
}): Promise<ClipFacts> {
  const { tools, signal } = options;
  const source = await probeClip({ input: options.input, tools, ...(options.container ? { container: options.container } : {}), ...(signal ? { signal } : {}) });
  const seconds = Math.min(source.durationMs / 1000, options.maxSeconds ?? Number.POSITIVE_INFINITY);
  const size = fitClipSize(source.width, source.height);
  const frames = Math.max(1, Math.floor(seconds * FPS));
  try {
    await runFfmpeg({
      tools,
      args: buildNormalizeArgs({ ...options, ...size, seconds, hasAudio: source.hasAudio, ...(source.hdr ? { hdr: source.hdr } : {}), posterFrame: Math.min(FPS, Math.floor(frames / 2)) }),
      stage: 'input',
      ...(signal ? { signal } : {}),
    });
    const made = await probeClip({ input: options.output, tools, ...(signal ? { signal } : {}) });
    return { durationMs: made.durationMs, width: made.width, height: made.height, hasAudio: source.hasAudio };
  } catch (error) {
    await Promise.all([rm(options.output, { force: true }), rm(options.posterPath, { force: true })]);
    if (error instanceof EngineError && error.code === 'TOOL_FAILED') throw new EngineError('input', 'CLIP_UNREADABLE', error.message, false, { cause: error });
    throw error;
  }
}

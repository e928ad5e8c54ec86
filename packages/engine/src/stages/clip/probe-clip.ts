import { basename, dirname, join } from 'node:path';
import type { EngineTools } from '../../adapters/ffmpeg';
import { runProcess } from '../../adapters/run-process';
import { EngineError } from '../../errors';

/** The containers an uploaded clip may come in, as told by its first bytes. */
export type ClipContainer = 'mp4' | 'mov' | 'webm';

/** The high-dynamic-range codings a phone records in: PQ (HDR10, Dolby Vision) and HLG (iPhone, Android). */
export type HdrTransfer = 'pq' | 'hlg';

/** What a clip holds: its length, its picture's size as shown (turned upright, square pixels), whether it has sound. */
export interface ClipFacts {
  durationMs: number;
  width: number;
  height: number;
  hasAudio: boolean;
  /** Set when the picture is coded in high dynamic range; it must be tone-mapped to look right in an ad. */
  hdr?: HdrTransfer;
}

const HDR_TRANSFERS: Record<string, HdrTransfer> = { smpte2084: 'pq', 'arib-std-b67': 'hlg' };

/**
 * ffmpeg's demuxer for each container, named so ffmpeg never guesses another reader (an HLS or
 * concat list would make it open other files or addresses).
 */
export const CLIP_DEMUXER: Record<ClipContainer, string> = { mp4: 'mov', mov: 'mov', webm: 'matroska' };

/** ffprobe beside the configured ffmpeg (FFMPEG_PATH=/opt/ff/bin/ffmpeg → /opt/ff/bin/ffprobe), else the one on PATH. */
export function ffprobePath(tools: Pick<EngineTools, 'ffmpegPath'>): string {
  const name = basename(tools.ffmpegPath);
  if (!name.includes('ffmpeg')) return 'ffprobe';
  const probe = name.replace('ffmpeg', 'ffprobe');
  return tools.ffmpegPath.includes('/') ? join(dirname(tools.ffmpegPath), probe) : probe;
}

/** ffprobe's arguments: streams and format as JSON. */
export function buildProbeArgs(input: string, container?: ClipContainer): string[] {
  return ['-v', 'error', ...(container ? ['-f', CLIP_DEMUXER[container]] : []), '-show_entries', 'stream=codec_type,width,height,sample_aspect_ratio,duration,color_transfer:stream_disposition=attached_pic:stream_tags=rotate,DURATION:stream_side_data=rotation:format=duration', '-of', 'json', input];
}

interface ProbedStream {
  codec_type?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  duration?: string;
  color_transfer?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string; DURATION?: string };
  side_data_list?: { rotation?: number }[];
}

/** "00:00:02.500000000" (Matroska's DURATION tag) or "2.5" in seconds. */
function seconds(value: string | undefined): number {
  if (!value) return Number.NaN;
  const parts = value.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * The facts of ffprobe's JSON, or null when it names no picture with a size and a length: a cover
 * picture of a sound file (attached_pic) is no video.
 */
export function clipFactsFrom(json: string): ClipFacts | null {
  let parsed: { streams?: ProbedStream[]; format?: { duration?: string } };
  try {
    parsed = JSON.parse(json) as typeof parsed;
  } catch {
    return null;
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic && (stream.width ?? 0) > 0 && (stream.height ?? 0) > 0);
  if (!video?.width || !video.height) return null;
  const duration = [seconds(video.duration), seconds(video.tags?.DURATION), seconds(parsed.format?.duration)].find((value) => Number.isFinite(value) && value > 0);
  if (duration === undefined) return null;
  // Pixels that are not square are shown wider or narrower than stored.
  const [sarX, sarY] = (video.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const aspect = sarX && sarY ? sarX / sarY : 1;
  const rotation = Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0);
  const width = Math.round(video.width * aspect);
  const sideways = Math.abs(rotation) % 180 === 90;
  return {
    durationMs: Math.round(duration * 1000),
    width: sideways ? video.height : width,
    height: sideways ? width : video.height,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    ...(video.color_transfer && HDR_TRANSFERS[video.color_transfer] ? { hdr: HDR_TRANSFERS[video.color_transfer] } : {}),
  };
}

/**
 * Reads a clip with ffprobe: its length, its picture's size and whether it has sound. A file with no
 * picture ffprobe can read (sound only, damaged, not a video) is CLIP_UNREADABLE.
 */
export async function probeClip(options: { input: string; container?: ClipContainer; tools: Pick<EngineTools, 'ffmpegPath'>; signal?: AbortSignal }): Promise<ClipFacts> {
  const result = await runProcess({
    command: ffprobePath(options.tools),
    args: buildProbeArgs(options.input, options.container),
    stage: 'input',
    timeoutMs: 30_000,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const facts = result.exitCode === 0 ? clipFactsFrom(result.stdout) : null;
  if (!facts) throw new EngineError('input', 'CLIP_UNREADABLE', `No video ffprobe can read: ${result.stderr.trim().split('\n').at(-1) || 'no picture with a size and a length'}`, false);
  return facts;
}

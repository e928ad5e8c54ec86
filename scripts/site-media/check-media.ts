// Checks a finished site video and its poster with ffprobe against the budget it was made for; any
// miss is one error listing every broken rule, so a run fails before a bad file reaches the site.
import { open, stat } from 'node:fs/promises';
import { runProcess } from '@reelsmith/engine';

/** What a site video must be. */
export interface MediaBudget {
  width: number;
  height: number;
  minSeconds: number;
  maxSeconds: number;
  maxBytes: number;
  hasAudio: boolean;
}

/** What ffprobe and the file system say about a video. */
export interface ProbedVideo {
  seconds: number;
  bytes: number;
  video?: { codec: string; width: number; height: number; pixelFormat: string };
  audio?: { codec: string };
  isFastStart: boolean;
}

interface FfprobeJson {
  format?: { duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; pix_fmt?: string }[];
}

async function ffprobe(file: string): Promise<FfprobeJson> {
  const args = ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,codec_name,width,height,pix_fmt', '-of', 'json', file];
  const result = await runProcess({ command: 'ffprobe', args, stage: 'render', timeoutMs: 30_000 });
  if (result.exitCode !== 0) throw new Error(`ffprobe cannot read ${file}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout) as FfprobeJson;
}

/** Whether the index (moov) comes before the media data, so a browser starts playing at once. */
async function isFastStart(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(8);
    for (let offset = 0; ; ) {
      const { bytesRead } = await handle.read(header, 0, 8, offset);
      if (bytesRead < 8) return false;
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      const size = header.readUInt32BE(0);
      if (size < 8) return false;
      offset += size;
    }
  } finally {
    await handle.close();
  }
}

/** Probes a video: duration, size, first video and audio streams, and whether it starts fast. */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const [json, stats, fast] = await Promise.all([ffprobe(file), stat(file), isFastStart(file)]);
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  return {
    seconds: Number(json.format?.duration ?? 0),
    bytes: stats.size,
    ...(video ? { video: { codec: video.codec_name ?? '', width: video.width ?? 0, height: video.height ?? 0, pixelFormat: video.pix_fmt ?? '' } } : {}),
    ...(audio ? { audio: { codec: audio.codec_name ?? '' } } : {}),
    isFastStart: fast,
  };
}

/** The rules a probed video breaks; empty when it fits its budget. */
export function budgetProblems(probed: ProbedVideo, budget: MediaBudget): string[] {
  const problems: string[] = [];
  const { video, audio } = probed;
  if (!video) problems.push('has no video stream');
  else {
    if (video.codec !== 'h264') problems.push(`video is ${video.codec}, not h264`);
    if (video.pixelFormat !== 'yuv420p') problems.push(`pixel format is ${video.pixelFormat}, not yuv420p`);
    if (video.width !== budget.width || video.height !== budget.height) problems.push(`is ${video.width}×${video.height}, not ${budget.width}×${budget.height}`);
  }
  if (budget.hasAudio && audio?.codec !== 'aac') problems.push(audio ? `audio is ${audio.codec}, not aac` : 'has no audio stream');
  if (!budget.hasAudio && audio) problems.push('has an audio stream; it must be silent');
  if (probed.seconds < budget.minSeconds || probed.seconds > budget.maxSeconds) problems.push(`lasts ${probed.seconds.toFixed(1)} s, not ${budget.minSeconds}–${budget.maxSeconds} s`);
  if (probed.bytes > budget.maxBytes) problems.push(`is ${kb(probed.bytes)}, over its ${kb(budget.maxBytes)} budget`);
  if (!probed.isFastStart) problems.push('is not +faststart (moov after mdat)');
  return problems;
}

/** Probes a poster JPEG: its problems when it is not an image of the expected size. */
export async function posterProblems(file: string, size: { width: number; height: number }): Promise<string[]> {
  const image = (await ffprobe(file)).streams?.[0];
  if (!image || image.codec_name !== 'mjpeg') return [`${file} is not a JPEG`];
  return image.width === size.width && image.height === size.height ? [] : [`${file} is ${image.width}×${image.height}, not ${size.width}×${size.height}`];
}

/** A byte count for people: "842 KB". */
export function kb(bytes: number): string {
  return `${Math.round(bytes / 1000)} KB`;
}

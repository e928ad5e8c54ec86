import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What each container usually carries: its picture codec, its sound codec, and how it is written. */
const CODECS = {
  mp4: { video: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'], audio: ['-c:a', 'aac'], format: ['-f', 'mp4'] },
  mov: { video: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'], audio: ['-c:a', 'aac'], format: ['-f', 'mov'] },
  webm: { video: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k'], audio: ['-c:a', 'libopus'], format: ['-f', 'webm'] },
} as const;

/**
 * A short test clip made by ffmpeg's own sources: a picture (a pattern, or one colour) and a tone,
 * small and quick to encode, as the bytes of an MP4, MOV or WebM.
 */
export async function makeTestClip(
  dir: string,
  name: string,
  options: { container: keyof typeof CODECS; seconds?: number; size?: string; rate?: number; color?: string; audio?: boolean },
): Promise<Buffer> {
  const seconds = options.seconds ?? 2;
  const size = options.size ?? '160x120';
  const rate = options.rate ?? 25;
  const picture = options.color ? `color=c=${options.color}:s=${size}:r=${rate}:d=${seconds}` : `testsrc2=s=${size}:r=${rate}:d=${seconds}`;
  const hasAudio = options.audio !== false;
  const sound = hasAudio ? ['-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`] : [];
  const { video, audio, format } = CODECS[options.container];
  const path = join(dir, name);
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', picture, ...sound, ...video, ...(hasAudio ? audio : []), ...format, '-shortest', path]);
  return readFile(path);
}

/** An MP4 with sound and no picture: a valid file, but no video. */
export async function makeSoundOnlyMp4(dir: string): Promise<Buffer> {
  const path = join(dir, 'sound-only.mp4');
  await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', path]);
  return readFile(path);
}

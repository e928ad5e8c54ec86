import { open } from 'node:fs/promises';
import { runProcess } from '../adapters/run-process';

/** What ffprobe says about a video file. */
export interface Probe {
  video: { codec_name: string; profile: string; width: number; height: number; pix_fmt: string; r_frame_rate: string; color_space?: string; color_primaries?: string; color_transfer?: string };
  audio: { codec_name: string; sample_rate: string; channels: number };
  durationSec: number;
}

/** Reads a video's streams and length with ffprobe. */
export async function probe(path: string): Promise<Probe> {
  const { stdout } = await runProcess({ command: 'ffprobe', args: ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path], stage: 'render' });
  const json = JSON.parse(stdout) as { streams: Record<string, unknown>[]; format: { duration: string } };
  const video = json.streams.find((s) => s.codec_type === 'video') as unknown as Probe['video'];
  const audio = json.streams.find((s) => s.codec_type === 'audio') as unknown as Probe['audio'];
  return { video, audio, durationSec: Number(json.format.duration) };
}

/** True when the MP4's index (moov) comes before its media (mdat): playable while it downloads. */
export async function isFaststart(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(8);
    let offset = 0;
    for (;;) {
      const { bytesRead } = await file.read(header, 0, 8, offset);
      if (bytesRead < 8) return false;
      const size = header.readUInt32BE(0);
      const type = header.toString('ascii', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      if (size < 8) return false;
      offset += size;
    }
  } finally {
    await file.close();
  }
}

/** Runs an ffmpeg analysis filter over a file and returns what it printed. */
export async function analyse(path: string, filter: string, kind: 'video' | 'audio'): Promise<string> {
  const { stderr } = await runProcess({
    command: 'ffmpeg',
    args: ['-hide_banner', '-nostats', '-i', path, kind === 'video' ? '-vf' : '-af', filter, '-f', 'null', '-'],
    stage: 'render',
    maxOutputBytes: 4 << 20,
  });
  return stderr;
}

/** One frame of a video, as raw RGB pixels, at a time. */
export async function frameAt(path: string, seconds: number, outputPng: string): Promise<void> {
  await runProcess({ command: 'ffmpeg', args: ['-v', 'error', '-y', '-ss', seconds.toFixed(3), '-i', path, '-frames:v', '1', outputPng], stage: 'render' });
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runProcess } from '../adapters/run-process';

const run = promisify(execFile);

const FPS = 30;
/** Sound is read back at this rate for the checks. */
const RATE = 48_000;

/** What a viewer would notice where segments of a video were joined. */
export interface JoinReport {
  videoSeconds: number;
  audioSeconds: number;
  /**
   * Frame times that break the picture's clock: off the 1/30 s grid, not after the frame before, or
   * (at a join) no frame starting exactly where the segment does. Held frames (a still picture shown
   * longer, variable frame rate) are fine.
   */
  frameTimeErrors: number;
  /** Joins where the sound drops out for 10 ms or more. */
  audioGaps: number;
  /** Joins where one sample jumps far more than the sound around it does (a click). */
  clicks: number;
}

/** Every video frame's presentation time, in order. */
async function frameTimes(path: string): Promise<number[]> {
  const { stdout } = await runProcess({ command: 'ffprobe', args: ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', path], stage: 'render', maxOutputBytes: 8 << 20 });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

async function streamSeconds(path: string, stream: 'v:0' | 'a:0'): Promise<number> {
  const { stdout } = await runProcess({ command: 'ffprobe', args: ['-v', 'error', '-select_streams', stream, '-show_entries', 'stream=duration', '-of', 'csv=p=0', path], stage: 'render' });
  return Number(stdout.trim());
}

/** The sound between two times, mono, as samples. */
async function soundBetween(path: string, fromSec: number, seconds: number): Promise<Float32Array> {
  const args = ['-v', 'error', '-ss', fromSec.toFixed(3), '-t', seconds.toFixed(3), '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', String(RATE), '-f', 'f32le', 'pipe:1'];
  const { stdout } = await run('ffmpeg', args, { encoding: 'buffer', maxBuffer: 16 << 20 });
  // Copied into a buffer of its own: the samples must start on a 4-byte boundary.
  const bytes = new Uint8Array(stdout);
  return new Float32Array(bytes.buffer, 0, Math.floor(bytes.byteLength / 4));
}

const rms = (samples: Float32Array, from: number, to: number) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
};

/**
 * Checks a joined video at its joins: every frame on the 1/30 s clock, each after the one before, a
 * frame starting exactly at each join; picture and sound last as long as each other; and around each join the sound neither
 * drops out (every 10 ms slice within 100 ms keeps some level) nor clicks (no sample-to-sample step
 * within 5 ms of the join is over twice the largest step of the 200 ms around it).
 */
export async function checkJoins(path: string, joinsMs: readonly number[]): Promise<JoinReport> {
  const times = await frameTimes(path);
  const start = times[0] ?? 0;
  const offGrid = (t: number) => Math.abs((t - start) * FPS - Math.round((t - start) * FPS)) * (1000 / FPS) > 2;
  let frameTimeErrors = 0;
  for (let i = 0; i < times.length; i++) {
    const time = times[i] ?? 0;
    if (offGrid(time) || (i > 0 && time - (times[i - 1] ?? 0) < 1 / FPS - 0.002)) frameTimeErrors++;
  }
  for (const join of joinsMs) if (!times.some((time) => Math.abs((time - start) * 1000 - join) <= 2)) frameTimeErrors++;
  let audioGaps = 0;
  let clicks = 0;
  for (const join of joinsMs) {
    const window = 0.1;
    const samples = await soundBetween(path, join / 1000 - window, window * 2);
    const slice = Math.round(RATE * 0.01);
    const overall = rms(samples, 0, samples.length);
    for (let start = 0; start + slice <= samples.length; start += slice) {
      if (rms(samples, start, start + slice) < Math.max(1e-4, overall * 0.02)) {
        audioGaps++;
        break;
      }
    }
    const middle = Math.round(samples.length / 2);
    const near = Math.round(RATE * 0.005);
    let nearStep = 0;
    let farStep = 0;
    for (let i = 1; i < samples.length; i++) {
      const step = Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0));
      if (Math.abs(i - middle) <= near) nearStep = Math.max(nearStep, step);
      else farStep = Math.max(farStep, step);
    }
    if (nearStep > Math.max(0.01, farStep * 2)) clicks++;
  }
  return { videoSeconds: await streamSeconds(path, 'v:0'), audioSeconds: await streamSeconds(path, 'a:0'), frameTimeErrors, audioGaps, clicks };
}

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { exampleFacts } from '../examples';
import { checkJoins } from '../test/joins';
import { probe } from '../test/media';
import type { CampaignPlan, CampaignTemplateInput } from './campaign-plan';
import { prepareCampaign } from './prepare-campaign';
import { renderRecipient, type RecipientVideo } from './render-recipient';

const run = promisify(execFile);

const template: CampaignTemplateInput = {
  language: 'es',
  headline: 'Banco Sol',
  scenes: [
    { kind: 'hook', title: '¡Hola, {{first_name|cliente}}!', subtitle: 'Un aviso para ti', narration: 'Hola, {{first_name|cliente}}. Te escribimos de Banco Sol.' },
    { kind: 'benefit', title: 'Paga desde el móvil', narration: 'Ahora puedes pagar tu factura desde el móvil, en segundos.' },
    { kind: 'benefit', title: 'Sin comisiones', narration: 'Sin comisiones, y con el recibo al instante.' },
    { kind: 'offer', title: '{{amount}}', subtitle: 'Vence el {{due_date}}', narration: 'Tu factura de {{amount}} vence el {{due_date}}.' },
    { kind: 'cta', title: 'Escanea para pagar', narration: 'Escanea el código para pagar. ¡Gracias!' },
  ],
  link: 'https://pagos.example.com/{{payment_id}}',
};

/** Every video packet's checksum, as stored (no decoding): equal lists mean the very same bytes. */
async function packetSums(path: string): Promise<string[]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:v:0', '-c', 'copy', '-f', 'framemd5', 'pipe:1'], { maxBuffer: 16 << 20 });
  return stdout
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '');
}

/** Each video packet's presentation time from the video's start, in stored order. */
async function packetTimes(path: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', path], { maxBuffer: 16 << 20 });
  const times = stdout.split('\n').filter(Boolean).map(Number);
  const first = Math.min(...times);
  return times.map((time) => time - first);
}

let dir: string;
let planDir: string;
let plan: CampaignPlan;
const videos: RecipientVideo[] = [];
const values = [
  { first_name: 'Lucía', amount: '1.299,90 €', due_date: '12 de mayo', payment_id: 'a1' },
  { first_name: 'José Antonio', amount: '89,00 €', due_date: '3 de junio', payment_id: 'b2' },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reelsmith-campaign-test-'));
  planDir = join(dir, 'plan');
  plan = await prepareCampaign({ template, images: exampleFacts('es').images.slice(0, 3), options: { format: '9:16', seed: 3 }, outputDir: planDir });
  for (const [i, variables] of values.entries()) {
    videos.push(await renderRecipient({ planDir, plan, variables, videoPath: join(dir, `r${i}.mp4`), posterPath: join(dir, `r${i}.jpg`) }));
  }
}, 240_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a prepared campaign', () => {
  it('renders what is the same for everyone once, and leaves what names the recipient for each', () => {
    // The greeting is personal; the two benefits are shared; the offer and the end card (its QR code
    // opens the recipient's own payment link) are personal.
    expect(plan.segments.map((s) => [s.kind, s.scenes])).toEqual([
      ['personal', [0]],
      ['shared', [1, 2]],
      ['personal', [3, 4]],
    ]);
    expect(existsSync(join(planDir, 'segment-1.mp4'))).toBe(true);
  });
});

describe('a recipient’s video', () => {
  it('is one H.264 1080×1920 video with AAC sound, as long as its plan, playable while it downloads', async () => {
    for (const video of videos) {
      const probed = await probe(video.videoPath);
      expect(probed.video).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920, pix_fmt: 'yuv420p', r_frame_rate: '30/1' });
      expect(probed.audio).toMatchObject({ codec_name: 'aac', channels: 2 });
      expect(Math.abs(probed.durationSec * 1000 - video.durationMs)).toBeLessThan(40);
      // Decodes from end to end without a single complaint of the decoder.
      const { stderr } = await run('ffmpeg', ['-v', 'error', '-i', video.videoPath, '-f', 'null', '-'], { maxBuffer: 8 << 20 });
      expect(stderr).toBe('');
    }
    // A longer name takes longer to say: the greeting lasts longer, so the shared part starts later.
    expect(videos[1]!.joinsMs[0]).toBeGreaterThan(videos[0]!.joinsMs[0]!);
  });

  it('carries the shared segment’s encoded frames byte for byte: joined, not re-encoded', async () => {
    const shared = await packetSums(join(planDir, 'segment-1.mp4'));
    expect(shared.length).toBeGreaterThan(100);
    for (const video of videos) {
      const sums = await packetSums(video.videoPath);
      const start = sums.indexOf(shared[0]!);
      // After the greeting's frames, and shown exactly where the join is.
      expect(start).toBeGreaterThan(0);
      expect(Math.abs((await packetTimes(video.videoPath))[start]! * 1000 - video.joinsMs[0]!)).toBeLessThanOrEqual(2);
      expect(sums.slice(start, start + shared.length)).toEqual(shared);
    }
  });

  it('keeps time across every join: frames one after another, the sound without gaps or clicks', async () => {
    for (const video of videos) {
      expect(video.joinsMs).toHaveLength(2);
      const report = await checkJoins(video.videoPath, video.joinsMs);
      expect(report).toMatchObject({ frameTimeErrors: 0, audioGaps: 0, clicks: 0 });
      expect(Math.abs(report.videoSeconds - report.audioSeconds)).toBeLessThan(1 / 30);
    }
  });

  it('shows each recipient their own name and amount, and the same shared scenes', async () => {
    const frame = async (video: RecipientVideo, seconds: number) => sharp((await run('ffmpeg', ['-v', 'error', '-ss', String(seconds), '-i', video.videoPath, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], { encoding: 'buffer', maxBuffer: 32 << 20 })).stdout).raw().toBuffer();
    const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;
    // The greeting card (after it has slid in) differs; a frame in the middle of the shared part does not.
    expect(difference(await frame(videos[0]!, 1.2), await frame(videos[1]!, 1.2))).toBeGreaterThan(1);
    const sharedAt = (video: RecipientVideo) => (video.joinsMs[0]! + 1500) / 1000;
    expect(difference(await frame(videos[0]!, sharedAt(videos[0]!)), await frame(videos[1]!, sharedAt(videos[1]!)))).toBeLessThan(0.5);
    // The poster is the recipient's greeting.
    expect(difference(await sharp(videos[0]!.posterPath).raw().toBuffer(), await sharp(videos[1]!.posterPath).raw().toBuffer())).toBeGreaterThan(1);
  });

  it('is refused, with nothing left behind, when a value a scene needs is missing', async () => {
    const videoPath = join(dir, 'missing.mp4');
    // No amount: the offer card would be empty.
    const failure = await renderRecipient({ planDir, plan, variables: { first_name: 'Ana', due_date: '1 de julio', payment_id: 'c3' }, videoPath, posterPath: join(dir, 'missing.jpg') }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).code).toBe('INVALID_INPUT');
    expect((failure as EngineError).message).toContain('{{amount}}');
    expect((await readdir(dir)).filter((name) => name.startsWith('missing'))).toEqual([]);
  });
});

describe('the join check', () => {
  it('catches a join made the naive way: each part with its own sound, glued end to end', async () => {
    // Two parts with their own AAC sound: the encoder's priming and padding leave a hole at the join.
    const parts = [0, 1].map((i) => join(dir, `naive-${i}.mp4`));
    for (const [i, part] of parts.entries()) {
      await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=gray:s=320x240:r=30:d=1.03`, '-f', 'lavfi', '-i', `sine=frequency=${440 + i * 110}:duration=1`, '-c:v', 'libx264', '-c:a', 'aac', '-shortest', part]);
    }
    const list = join(dir, 'naive.txt');
    await writeFile(list, parts.map((part) => `file '${part}'`).join('\n'));
    const joined = join(dir, 'naive.mp4');
    await run('ffmpeg', ['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', joined]);
    const report = await checkJoins(joined, [1000]);
    expect(report.audioGaps + report.clicks).toBeGreaterThan(0);
  });
});

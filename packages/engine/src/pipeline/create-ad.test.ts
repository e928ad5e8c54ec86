import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleFacts } from '../examples';
import { layoutFor } from '../stages/render/layout';
import type { AdFormat } from '../schema';
import { analyse, frameAt, isFaststart, probe } from '../test/media';
import { createAd, renderAd, type CreatedAd } from './create-ad';

const OUTPUT = join(import.meta.dirname, '../../../../test-output/engine');
// A temporary folder of this file's own (os.tmpdir() reads TMPDIR): other test files make ads at the
// same time, and the checks below count the scratch folders createAd leaves behind. Given back after
// the file: the next file in this worker shares its process.
const PRIVATE_TMP = mkdtempSync(join(tmpdir(), 'create-ad-test-'));
const SHARED_TMP = process.env.TMPDIR;
process.env.TMPDIR = PRIVATE_TMP;
const SIZES: Record<AdFormat, [number, number]> = { '9:16': [1080, 1920], '1:1': [1080, 1080], '16:9': [1920, 1080] };
const md5 = (path: string) => createHash('md5').update(readFileSync(path)).digest('hex');

let ad: CreatedAd;
const videos = new Map<AdFormat, string>();
let narrationHash: string;

beforeAll(async () => {
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  ad = await createAd({ facts: exampleFacts('pt-BR'), options: { format: '9:16', durationSeconds: 20, watermark: true }, outputDir: join(OUTPUT, 'ad') });
  videos.set('9:16', ad.videoPath);
  narrationHash = md5(join(ad.assetDir, 'narration.wav'));
  // The other formats come from the stored storyboard alone: nothing written or voiced again.
  for (const format of ['1:1', '16:9'] as const) videos.set(format, (await renderAd({ storyboard: ad.storyboard, assetDir: ad.assetDir, format })).videoPath);
}, 240_000);

afterAll(() => {
  if (SHARED_TMP === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = SHARED_TMP;
  rmSync(PRIVATE_TMP, { recursive: true, force: true });
});

describe.each(['9:16', '1:1', '16:9'] as const)('the %s ad', (format) => {
  it('is H.264 High yuv420p BT.709 at 30 fps with AAC 48 kHz stereo, sized for the format, and starts fast', async () => {
    const path = videos.get(format) ?? '';
    const info = await probe(path);
    const [width, height] = SIZES[format];
    expect(info.video).toMatchObject({ codec_name: 'h264', profile: 'High', width, height, pix_fmt: 'yuv420p', r_frame_rate: '30/1', color_space: 'bt709', color_primaries: 'bt709', color_transfer: 'bt709' });
    expect(info.audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    expect(await isFaststart(path)).toBe(true);
  });

  it('lasts what the storyboard says, within 0.2 s', async () => {
    const info = await probe(videos.get(format) ?? '');
    expect(Math.abs(info.durationSec - ad.storyboard.durationMs / 1000)).toBeLessThanOrEqual(0.2);
  });

  it('sits at -16 LUFS ± 2 integrated loudness', async () => {
    const report = await analyse(videos.get(format) ?? '', 'ebur128=framelog=verbose', 'audio');
    const integrated = Number(/I:\s+(-?[\d.]+) LUFS/.exec(report.split('Summary:').at(-1) ?? '')?.[1]);
    expect(Math.abs(integrated - -16)).toBeLessThanOrEqual(2);
  });

  it('has no black or frozen stretch outside the planned fade at the end', async () => {
    const path = videos.get(format) ?? '';
    const duration = ad.storyboard.durationMs / 1000;
    const black = await analyse(path, 'blackdetect=d=0.3:pic_th=0.97', 'video');
    for (const match of black.matchAll(/black_start:([\d.]+)/g)) expect(Number(match[1])).toBeGreaterThan(duration - 1);
    const frozen = await analyse(path, 'freezedetect=n=0.001:d=1.5', 'video');
    const freezes = [...frozen.matchAll(/freeze_start: ([\d.]+)/g)].map((m) => Number(m[1]));
    for (const start of freezes) expect(start).toBeGreaterThan(duration - 1);
  });

  it('writes one frame per scene for people to look at, and a poster', async () => {
    for (const scene of ad.storyboard.scenes) {
      const at = (scene.startMs + scene.durationMs * 0.6) / 1000;
      const png = join(OUTPUT, `frame-${format.replace(':', 'x')}-scene${scene.index}-${scene.kind}.png`);
      await frameAt(videos.get(format) ?? '', at, png);
      expect(existsSync(png)).toBe(true);
    }
    const poster = await sharp(join(ad.assetDir, `poster-${format.replace(':', 'x')}.jpg`)).metadata();
    expect([poster.width, poster.height]).toEqual(SIZES[format]);
  });
});

describe('re-rendering', () => {
  it('made the other formats from the storyboard without voicing again', () => {
    expect(md5(join(ad.assetDir, 'narration.wav'))).toBe(narrationHash);
    expect(readdirSync(ad.assetDir).sort()).toEqual(
      ['ad-16x9.mp4', 'ad-1x1.mp4', 'ad-9x16.mp4', 'image-0.jpg', 'image-1.jpg', 'image-2.jpg', 'music.m4a', 'narration.wav', 'poster-16x9.jpg', 'poster-1x1.jpg', 'poster-9x16.jpg', 'storyboard.json'],
    );
  });

  it('burns captions in at their times: the caption box differs from the same frame rendered without them', async () => {
    const bare = join(OUTPUT, 'bare');
    mkdirSync(bare, { recursive: true });
    const withoutCaptions = await renderAd({
      storyboard: ad.storyboard,
      assetDir: ad.assetDir,
      format: '9:16',
      captions: false,
      videoPath: join(bare, 'no-captions.mp4'),
      posterPath: join(bare, 'no-captions.jpg'),
    });
    const layout = layoutFor('9:16');
    const box = layout.caption;
    for (const caption of ad.storyboard.captions.slice(0, 4)) {
      const at = (caption.startMs + caption.endMs) / 2000;
      const a = join(bare, `with-${caption.startMs}.png`);
      const b = join(bare, `without-${caption.startMs}.png`);
      await frameAt(videos.get('9:16') ?? '', at, a);
      await frameAt(withoutCaptions.videoPath, at, b);
      const region = (path: string) => sharp(path).extract({ left: box.x, top: box.y, width: box.width, height: box.height }).greyscale().raw().toBuffer();
      const [pa, pb] = await Promise.all([region(a), region(b)]);
      let difference = 0;
      for (let i = 0; i < pa.length; i++) difference += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
      expect(difference / pa.length, `caption "${caption.text}"`).toBeGreaterThan(6);
    }
  }, 120_000);
});

describe('bad input', () => {
  const strayTempDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('reelsmith-ad-')).length;

  it.each([
    ['no image', { images: [] }, 'NO_IMAGES'],
    ['an unsupported language', { language: 'fr' }, 'UNSUPPORTED_LANGUAGE'],
    ['a price that is not a number', { price: 'twelve' }, 'INVALID_INPUT'],
  ] as const)('refuses %s with a typed error', async (_name, change, code) => {
    const facts = { ...exampleFacts('en'), ...change } as Parameters<typeof createAd>[0]['facts'];
    await expect(createAd({ facts, outputDir: join(OUTPUT, 'never') })).rejects.toMatchObject({ name: 'EngineError', code, stage: 'input' });
  });

  it('refuses a picture that is not one, and leaves no files behind', async () => {
    const before = strayTempDirs();
    const outputDir = join(OUTPUT, 'corrupt');
    const facts = { ...exampleFacts('en'), images: [Buffer.from('%PDF-1.4 not a picture')] };
    await expect(createAd({ facts, outputDir })).rejects.toMatchObject({ code: 'IMAGE_UNREADABLE', stage: 'images' });
    expect(readdirSync(outputDir)).toEqual([]);
    expect(strayTempDirs()).toBe(before);
  });

  it('says ffmpeg is missing, and leaves no files behind', async () => {
    const before = strayTempDirs();
    const outputDir = join(OUTPUT, 'no-ffmpeg');
    await expect(createAd({ facts: exampleFacts('en'), options: { durationSeconds: 15 }, outputDir, providers: { tools: { ffmpegPath: '/nonexistent/ffmpeg', espeakPath: 'espeak-ng' } } })).rejects.toMatchObject({ code: 'TOOL_MISSING' });
    expect(readdirSync(outputDir)).toEqual([]);
    expect(strayTempDirs()).toBe(before);
  });

  it('stops at once when cancelled, killing ffmpeg and removing its files', async () => {
    const before = strayTempDirs();
    const outputDir = join(OUTPUT, 'cancelled');
    const controller = new AbortController();
    const started = Date.now();
    const run = createAd({
      facts: exampleFacts('es'),
      options: { durationSeconds: 30 },
      outputDir,
      signal: controller.signal,
      onProgress: ({ stage, percent }) => {
        if (stage === 'render' && percent > 40) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(readdirSync(outputDir)).toEqual([]);
    expect(strayTempDirs()).toBe(before);
    const { stdout } = await import('node:child_process').then((cp) => ({ stdout: cp.execFileSync('ps', ['-eo', 'args']).toString() }));
    expect(stdout).not.toContain(join(outputDir, 'ad-9x16.mp4'));
  });
});

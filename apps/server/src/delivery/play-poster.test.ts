import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePlayPoster, playPosterKey } from './play-poster';

describe('ensurePlayPoster', () => {
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'reelsmith-play-poster-'));
    mkdirSync(join(mediaDir, 'videos'));
    const poster = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: { r: 20, g: 60, b: 200 } } }).jpeg().toBuffer();
    writeFileSync(join(mediaDir, 'videos', 'k1.jpg'), poster);
    writeFileSync(join(mediaDir, 'videos', 'broken.jpg'), 'not a picture');
  });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('draws a play button in the middle of the poster, fitted to a mail column, beside the poster', async () => {
    const made = await ensurePlayPoster({ mediaDir, posterKey: 'videos/k1.jpg' });
    expect(made).toEqual({ key: 'videos/k1.play.jpg', width: 338, height: 600 });
    const { data, info } = await sharp(join(mediaDir, made.key)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([338, 600, 'raw']);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    // The triangle is white, a corner keeps the poster's blue.
    expect(pixel(175, 300).every((channel) => channel > 230)).toBe(true);
    expect(pixel(5, 5)[2]).toBeGreaterThan(180);
    expect(pixel(5, 5)[0]).toBeLessThan(60);
  });

  it('is made once: a second call finds the picture', async () => {
    const { mtimeMs } = statSync(join(mediaDir, 'videos/k1.play.jpg'));
    expect(await ensurePlayPoster({ mediaDir, posterKey: 'videos/k1.jpg' })).toEqual({ key: 'videos/k1.play.jpg', width: 338, height: 600 });
    expect(statSync(join(mediaDir, 'videos/k1.play.jpg')).mtimeMs).toBe(mtimeMs);
  });

  it('fails on a missing or broken poster, leaving nothing behind', async () => {
    await expect(ensurePlayPoster({ mediaDir, posterKey: 'videos/none.jpg' })).rejects.toThrow();
    await expect(ensurePlayPoster({ mediaDir, posterKey: 'videos/broken.jpg' })).rejects.toThrow();
    expect(() => statSync(join(mediaDir, playPosterKey('videos/broken.jpg')))).toThrow();
  });
});

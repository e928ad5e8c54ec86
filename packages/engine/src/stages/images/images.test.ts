import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../errors';
import { DEFAULT_ACCENT, accentFromImage, prepareSourceImages, textColorOn } from './prepare-sources';
import { readImage } from './read-image';

const dir = mkdtempSync(join(tmpdir(), 'reelsmith-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const solid = (width: number, height: number, color: string) => sharp({ create: { width, height, channels: 3, background: color } });

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('readImage', () => {
  it('turns a picture upright by its EXIF orientation', async () => {
    const path = join(dir, 'rotated.jpg');
    // Stored 400×200 with orientation 6 (rotate 90°): it is really 200×400.
    await solid(400, 200, '#336699').withMetadata({ orientation: 6 }).jpeg().toFile(path);
    const { width, height } = await readImage(path, 'Image 1');
    expect({ width, height }).toEqual({ width: 200, height: 400 });
  });

  it('checks the content, not the name: a PDF or a text file called .jpg is refused', async () => {
    const pdf = join(dir, 'document.jpg');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    expect(await failure(readImage(pdf, 'Image 2'))).toMatchObject({ code: 'IMAGE_UNREADABLE', stage: 'images', message: expect.stringContaining('Image 2') });
    expect((await failure(readImage(Buffer.from('just some words'), 'Image 3'))).code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a damaged JPEG', async () => {
    const whole = await solid(300, 300, '#aa3344').jpeg().toBuffer();
    expect((await failure(readImage(whole.subarray(0, whole.length / 3), 'Image 1'))).code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    // 8000 × 8000 pixels of one colour: a few kilobytes that would expand to 192 MB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect((await failure(readImage(bomb, 'Image 1'))).code).toBe('IMAGE_TOO_LARGE');
  });

  it('reports a missing file clearly', async () => {
    expect((await failure(readImage(join(dir, 'nope.jpg'), 'Image 4'))).message).toContain('Image 4 could not be read (ENOENT)');
  });
});

describe('prepareSourceImages', () => {
  it('stores upright JPEG copies no larger than 2400 pixels, transparency on white', async () => {
    const big = join(dir, 'big.png');
    await solid(3000, 1500, '#123456').png().toFile(big);
    const cutout = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const prepared = await prepareSourceImages({ images: [big, cutout], assetDir: dir });
    expect(prepared).toEqual([
      { file: 'image-0.jpg', width: 2400, height: 1200 },
      { file: 'image-1.jpg', width: 200, height: 200 },
    ]);
    const { data } = await sharp(readFileSync(join(dir, 'image-1.jpg'))).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });
});

describe('accent colour', () => {
  it('takes a vivid colour from the picture, and the default for greys', async () => {
    const red = join(dir, 'red.jpg');
    await solid(100, 100, '#e11d48').jpeg().toFile(red);
    const accent = await accentFromImage(red);
    expect(accent).not.toBe(DEFAULT_ACCENT);
    expect(Number.parseInt(accent.slice(1, 3), 16)).toBeGreaterThan(Number.parseInt(accent.slice(3, 5), 16));
    const grey = join(dir, 'grey.jpg');
    await solid(100, 100, '#f4f4f4').jpeg().toFile(grey);
    expect(await accentFromImage(grey)).toBe(DEFAULT_ACCENT);
  });

  it('puts white text on dark colours and dark text on light ones', () => {
    expect(textColorOn('#4f46e5')).toBe('#ffffff');
    expect(textColorOn('#fde047')).toBe('#111111');
  });
});

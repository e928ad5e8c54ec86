import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../test/local-http';
import { downloadProductImages, MAX_PRODUCT_IMAGES } from './product-images';
import { createSafeFetcher } from './safe-fetch';

const colour = (r: number, g: number, b: number) => ({ r, g, b });
const picture = (width: number, height: number, rgb = colour(200, 80, 40)) => sharp({ create: { width, height, channels: 3, background: rgb } });
/** A product shot on white as shops take them: a lamp of one colour, its shade on the left or the right. */
const productShot = (width: number, height: number, { fill = '#c0392b', shadeRight = false } = {}) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
      <defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d8d8d8"/></linearGradient></defs>
      <rect width="400" height="300" fill="url(#floor)"/>
      <rect x="190" y="90" width="20" height="170" fill="#333"/>
      <ellipse cx="200" cy="262" rx="70" ry="12" fill="#555"/>
      <path d="${shadeRight ? 'M200 90 L330 70 L300 150 L200 120 Z' : 'M200 90 L70 70 L100 150 L200 120 Z'}" fill="${fill}"/>
      <circle cx="${shadeRight ? 290 : 110}" cy="130" r="14" fill="#ffe9a0"/>
    </svg>`),
  );

describe('downloadProductImages', () => {
  let site: LocalServer;
  let origin: string;
  const files = new Map<string, { type: string; body: Buffer }>();

  beforeAll(async () => {
    files.set('/photo.jpg', { type: 'image/jpeg', body: await picture(800, 600).jpeg().toBuffer() });
    files.set('/same-photo.jpg', { type: 'image/jpeg', body: await picture(800, 600).jpeg().toBuffer() });
    files.set('/photo.webp', { type: 'image/webp', body: await picture(600, 600, colour(20, 120, 200)).webp().toBuffer() });
    files.set('/photo.avif', { type: 'image/avif', body: await picture(640, 480, colour(30, 160, 60)).avif().toBuffer() });
    files.set('/photo.gif', { type: 'image/gif', body: await picture(500, 500, colour(250, 200, 0)).gif().toBuffer() });
    // Stored 600×400 with EXIF orientation 6: upright it is 400×600.
    files.set('/sideways.jpg', { type: 'image/jpeg', body: await picture(600, 400, colour(90, 30, 160)).withMetadata({ orientation: 6 }).jpeg().toBuffer() });
    files.set('/pixel.gif', { type: 'image/gif', body: await picture(1, 1).gif().toBuffer() });
    files.set('/icon.png', { type: 'image/png', body: await picture(64, 64).png().toBuffer() });
    files.set('/logo-strip.png', { type: 'image/png', body: await picture(1600, 400).png().toBuffer() });
    files.set('/notes.jpg', { type: 'image/jpeg', body: Buffer.from('these are not the pixels you are looking for\n'.repeat(50)) });
    // 8000 × 7000 = 56 megapixels of one colour: a small file that would decode to 168 MB.
    files.set('/bomb.png', { type: 'image/png', body: await picture(8000, 7000).png({ compressionLevel: 9 }).toBuffer() });
    for (let i = 0; i < 4; i++) files.set(`/more-${i}.jpg`, { type: 'image/jpeg', body: await picture(700, 700, colour(40 * i, 100, 200 - 40 * i)).jpeg().toBuffer() });

    site = await startLocalServer();
    origin = new URL(site.baseURL).origin;
    site.respond((request, response) => {
      const file = files.get(request.path);
      if (!file) response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      else response.writeHead(200, { 'content-type': file.type }).end(file.body);
    });
  });
  afterAll(() => site.close());

  const fetcher = () => createSafeFetcher({ allowHosts: [new URL(origin).host] });
  const download = (paths: string[]) => downloadProductImages({ urls: paths.map((path) => `${origin}${path}`), fetcher: fetcher() });

  it('keeps photos in page order, whatever their format, as upright JPEGs', async () => {
    const { images, outcomes } = await download(['/photo.jpg', '/photo.webp', '/photo.avif', '/photo.gif', '/sideways.jpg']);
    expect(outcomes.map((o) => o.kept)).toEqual([true, true, true, true, true]);
    const sizes = await Promise.all(images.map(async (image) => sharp(image).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['jpeg', 800, 600],
      ['jpeg', 600, 600],
      ['jpeg', 640, 480],
      ['jpeg', 500, 500],
      ['jpeg', 400, 600],
    ]);
  });

  it('drops tracking pixels, icons, logo strips, text served as a JPEG, missing files, bombs and repeats', async () => {
    const { images, outcomes } = await download(['/pixel.gif', '/icon.png', '/photo.jpg', '/logo-strip.png', '/notes.jpg', '/gone.jpg', '/bomb.png', '/same-photo.jpg']);
    expect(images).toHaveLength(1);
    expect(Object.fromEntries(outcomes.map((o) => [o.url.slice(origin.length), o.kept ? 'kept' : o.reason]))).toEqual({
      '/pixel.gif': 'too small',
      '/icon.png': 'too small',
      '/photo.jpg': 'kept',
      '/logo-strip.png': 'not photo-shaped',
      '/notes.jpg': 'unreadable',
      '/gone.jpg': 'download failed',
      '/bomb.png': 'too large',
      '/same-photo.jpg': 'duplicate',
    });
  });

  it('keeps a photo listed at several sizes once, its largest copy in the place of the first, and tells other photos and colours apart', async () => {
    files.set('/lamp-thumb.jpg', { type: 'image/jpeg', body: await productShot(400, 300).jpeg({ quality: 60 }).toBuffer() });
    files.set('/lamp-zoom.jpg', { type: 'image/jpeg', body: await productShot(1600, 1200).jpeg({ quality: 92 }).toBuffer() });
    files.set('/lamp-zoom.webp', { type: 'image/webp', body: await productShot(1200, 900).webp().toBuffer() });
    files.set('/lamp-blue.jpg', { type: 'image/jpeg', body: await productShot(1600, 1200, { fill: '#2c6fbb' }).jpeg().toBuffer() });
    files.set('/lamp-turned.jpg', { type: 'image/jpeg', body: await productShot(1600, 1200, { shadeRight: true }).jpeg().toBuffer() });
    const { images, outcomes } = await download(['/lamp-thumb.jpg', '/lamp-blue.jpg', '/lamp-zoom.jpg', '/lamp-turned.jpg', '/lamp-zoom.webp']);
    expect(Object.fromEntries(outcomes.map((o) => [o.url.slice(origin.length), o.kept ? 'kept' : o.reason]))).toEqual({
      '/lamp-thumb.jpg': 'duplicate',
      '/lamp-blue.jpg': 'kept',
      '/lamp-zoom.jpg': 'kept',
      '/lamp-turned.jpg': 'kept',
      '/lamp-zoom.webp': 'duplicate',
    });
    const sizes = await Promise.all(images.map(async (image) => sharp(image).metadata()));
    // The zoom stands where the thumbnail was listed: first.
    expect(sizes.map((m) => m.width)).toEqual([1600, 1600, 1600]);
    expect((await sharp(images[1]).stats()).channels[2]?.mean).toBeGreaterThan((await sharp(images[0]).stats()).channels[2]?.mean ?? 0);
  });

  it(`keeps at most ${MAX_PRODUCT_IMAGES}`, async () => {
    const { images } = await download(['/photo.jpg', '/photo.webp', '/more-0.jpg', '/more-1.jpg', '/more-2.jpg', '/more-3.jpg', '/photo.gif']);
    expect(images).toHaveLength(MAX_PRODUCT_IMAGES);
  });

  it('never asks an address the fetcher refuses', async () => {
    const before = site.requests.length;
    const { images, outcomes } = await downloadProductImages({ urls: [`${origin}/photo.jpg`, 'data:image/png;base64,AAAA', 'file:///etc/passwd'], fetcher: createSafeFetcher() });
    expect(images).toHaveLength(0);
    expect(outcomes).toEqual([{ url: `${origin}/photo.jpg`, kept: false, reason: 'download failed' }]);
    expect(site.requests.length).toBe(before);
  });
});

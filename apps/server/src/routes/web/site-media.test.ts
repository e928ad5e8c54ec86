import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The web build copies apps/web/public into the folder this server serves; the site's pages take
// these paths from apps/web/src/config/site-media.ts (made by `npm run media:site`).
const MEDIA_DIR = fileURLToPath(new URL('../../../../web/public/media/', import.meta.url));

// Each video's name (NAME.mp4 with its poster NAME.jpg) and aspect ratio.
const SITE_MEDIA_FILES = [
  { name: 'hero', aspect: '16:9' },
  { name: 'ecommerce-1', aspect: '9:16' },
  { name: 'ecommerce-2', aspect: '9:16' },
  { name: 'ecommerce-1-ptbr', aspect: '9:16' },
  { name: 'ecommerce-2-ptbr', aspect: '9:16' },
  { name: 'debt-collection', aspect: '9:16' },
  { name: 'debt-collection-ptbr', aspect: '9:16' },
] as const;

/** The first video stream's codec and size, as ffprobe reads it (a JPEG is a one-frame mjpeg video). */
async function videoStream(file: string): Promise<{ codec_name: string; width: number; height: number }> {
  const { stdout } = await promisify(execFile)('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height', '-of', 'json', file]);
  const stream = (JSON.parse(stdout) as { streams: { codec_name: string; width: number; height: number }[] }).streams[0];
  if (!stream) throw new Error(`${file} has no video stream`);
  return stream;
}

describe('the site media', () => {
  it.each(SITE_MEDIA_FILES)('has the $aspect video $name and its poster', async ({ name, aspect }) => {
    const [across, down] = aspect.split(':').map(Number) as [number, number];
    const video = await videoStream(join(MEDIA_DIR, `${name}.mp4`));
    expect(video.codec_name).toBe('h264');
    expect(video.width * down, `${video.width}×${video.height}`).toBe(video.height * across);
    const poster = await videoStream(join(MEDIA_DIR, `${name}.jpg`));
    expect(poster.codec_name).toBe('mjpeg');
    expect([poster.width, poster.height]).toEqual([video.width, video.height]);
  });
});

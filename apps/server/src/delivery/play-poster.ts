import { randomBytes } from 'node:crypto';
import { access, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** Widest and tallest the e-mail picture is drawn: the width of a mail app's column. */
const MAX_SIDE = 600;

/** The media key of a poster's e-mail picture: stored beside the poster, removed with it. */
export function playPosterKey(posterKey: string): string {
  return `${posterKey.replace(/\.jpe?g$/i, '')}.play.jpg`;
}

/** A play button, centred on a picture of this size: a dark disc with a white ring and triangle. */
function playButtonSvg(width: number, height: number): Buffer {
  const r = Math.round(Math.min(width, height) * 0.14);
  const [cx, cy] = [width / 2, height / 2];
  const side = r * 0.9;
  // The triangle's centre of mass sits a third of the way in, so it is shifted right to look centred.
  const left = cx - side / 3;
  const points = `${left},${cy - side / 2} ${left},${cy + side / 2} ${left + (side * Math.sqrt(3)) / 2},${cy}`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="rgba(0,0,0,0.55)" stroke="#fff" stroke-width="${Math.max(2, Math.round(r / 12))}"/>` +
      `<polygon points="${points}" fill="#fff"/></svg>`,
  );
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The video's poster with a play button drawn on it, for e-mails (mail apps play no video, and a
 * picture that looks playable is what gets clicked). Made once from the poster and stored beside
 * it; later calls find it. Drafted under a name of its own and renamed whole, so two callers at
 * once, or a reader, never see half a file. Throws when the poster is missing or not a picture.
 */
export async function ensurePlayPoster(options: { mediaDir: string; posterKey: string }): Promise<{ key: string; width: number; height: number }> {
  const key = playPosterKey(options.posterKey);
  const path = join(options.mediaDir, key);
  if (await exists(path)) {
    const { width = MAX_SIDE, height = MAX_SIDE } = await sharp(path).metadata();
    return { key, width, height };
  }
  const { data, info } = await sharp(join(options.mediaDir, options.posterKey)).rotate().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }).toBuffer({ resolveWithObject: true });
  const draft = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await sharp(data)
      .composite([{ input: playButtonSvg(info.width, info.height) }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(draft);
    await rename(draft, path);
  } finally {
    await rm(draft, { force: true });
  }
  return { key, width: info.width, height: info.height };
}

import { basename, join } from 'node:path';
import sharp from 'sharp';
import { asEngineError } from '../../errors';
import type { ImageSource } from '../../schema';
import { readImage } from './read-image';

/** Long side of the copies the storyboard keeps: enough for 1920-pixel frames with room to pan. */
const SOURCE_LONG_SIDE = 2400;

/** A product picture as the storyboard keeps it. */
export interface PreparedSource {
  file: string;
  width: number;
  height: number;
}

/**
 * Reads every product picture, turns it upright, flattens transparency onto white (product cut-outs),
 * shrinks it to at most 2400 pixels on its long side and stores it as JPEG in the asset folder.
 */
export async function prepareSourceImages(options: { images: readonly ImageSource[]; assetDir: string }): Promise<PreparedSource[]> {
  return Promise.all(
    options.images.map(async (source, index) => {
      // A file is named by its name (not its folder, which may be a server's); bytes by their place.
      const label = typeof source === 'string' ? `Image ${index + 1} (${basename(source)})` : `Image ${index + 1}`;
      const { image } = await readImage(source, label);
      const file = `image-${index}.jpg`;
      try {
        const info = await image
          .flatten({ background: '#ffffff' })
          .resize(SOURCE_LONG_SIDE, SOURCE_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 90, mozjpeg: true })
          .toFile(join(options.assetDir, file));
        return { file, width: info.width, height: info.height };
      } catch (error) {
        throw asEngineError(error, 'images', 'IMAGE_UNREADABLE', `${label} could not be decoded`);
      }
    }),
  );
}

/** A hex colour. */
type Hex = `#${string}`;

function toHex(r: number, g: number, b: number): Hex {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToHex(h: number, s: number, l: number): Hex {
  const hue = (p: number, q: number, t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return toHex(hue(p, q, h + 1 / 3) * 255, hue(p, q, h) * 255, hue(p, q, h - 1 / 3) * 255);
}

/** The default accent when the picture gives no colour worth using (greys, white backgrounds). */
export const DEFAULT_ACCENT: Hex = '#4f46e5';

/**
 * An accent colour drawn from the product picture: its dominant colour, made vivid and dark enough to
 * carry white text. Greys and white backgrounds give the default accent.
 */
export async function accentFromImage(path: string): Promise<Hex> {
  // A thumbnail is enough for a dominant colour (JPEG decodes it at 1/8 scale, directly).
  const { dominant } = await sharp(await sharp(path).resize(96, 96, { fit: 'inside' }).toBuffer()).stats();
  const [h, s] = rgbToHsl(dominant.r, dominant.g, dominant.b);
  if (s < 0.2) return DEFAULT_ACCENT;
  return hslToHex(h, Math.max(0.55, Math.min(0.85, s)), 0.42);
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColorOn(hex: string): '#ffffff' | '#111111' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.4 ? '#111111' : '#ffffff';
}

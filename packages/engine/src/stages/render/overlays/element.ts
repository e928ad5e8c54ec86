import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { fonts } from '../fonts';

/** A node of the tree satori lays out: a tag, its style and its children (no React needed). */
export interface El {
  type: string;
  props: { style?: Record<string, string | number>; children?: El | string | (El | string)[]; src?: string; width?: number; height?: number };
}

/**
 * Builds an element. Every container is a flex box, as satori requires, and sized border-box: its
 * width and height include its padding, which is how the cards are measured (satori would otherwise
 * grow a padded box past its picture and cut off its right and bottom edges).
 */
export function h(type: string, style: Record<string, string | number>, children?: El | string | (El | string)[]): El {
  return { type, props: { style: type === 'img' ? style : { display: 'flex', boxSizing: 'border-box', ...style }, ...(children === undefined ? {} : { children }) } };
}

/** An image element from PNG or SVG bytes. */
export function img(bytes: Buffer, mime: 'image/png' | 'image/svg+xml' | 'image/jpeg', width: number, height: number): El {
  return { type: 'img', props: { src: `data:${mime};base64,${bytes.toString('base64')}`, width, height, style: { width, height } } };
}

/** A soft shadow under everything a drawing draws, like CSS drop-shadow(0 offsetY blur colour). */
export interface DropShadow {
  blur: number;
  offsetY: number;
  opacity: number;
}

/**
 * Draws an element tree to a transparent PNG of exactly width × height pixels. A shadow is made
 * from the drawing's own outline with sharp: the same look as satori's box and text shadows, which
 * resvg renders as SVG filters at several times the cost of the whole drawing.
 */
export async function renderPng(element: El, width: number, height: number, shadow?: DropShadow): Promise<Buffer> {
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], { width, height, fonts: fonts().satori });
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  if (!shadow) return png;
  // The drawing's outline, blurred, moved down by offsetY: the shadow's alpha, on black.
  const outline = await sharp(png).extractChannel('alpha').blur(shadow.blur / 2).raw().toBuffer();
  const shadowPixels = Buffer.alloc(width * height * 4);
  for (let i = 0, end = (height - shadow.offsetY) * width; i < end; i++) {
    shadowPixels[(i + shadow.offsetY * width) * 4 + 3] = Math.round((outline[i] ?? 0) * shadow.opacity);
  }
  return sharp(shadowPixels, { raw: { width, height, channels: 4 } })
    .composite([{ input: png }])
    .png({ compressionLevel: 3 })
    .toBuffer();
}

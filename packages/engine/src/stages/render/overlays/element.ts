import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { fonts } from '../fonts';

/** A node of the tree satori lays out: a tag, its style and its children (no React needed). */
export interface El {
  type: string;
  props: { style?: Record<string, string | number>; children?: El | string | (El | string)[]; src?: string; width?: number; height?: number };
}

/** Builds an element. Every container is a flex box, as satori requires. */
export function h(type: string, style: Record<string, string | number>, children?: El | string | (El | string)[]): El {
  return { type, props: { style: type === 'img' ? style : { display: 'flex', ...style }, ...(children === undefined ? {} : { children }) } };
}

/** An image element from PNG or SVG bytes. */
export function img(bytes: Buffer, mime: 'image/png' | 'image/svg+xml' | 'image/jpeg', width: number, height: number): El {
  return { type: 'img', props: { src: `data:${mime};base64,${bytes.toString('base64')}`, width, height, style: { width, height } } };
}

/** Draws an element tree to a transparent PNG of exactly width × height pixels. */
export async function renderPng(element: El, width: number, height: number): Promise<Buffer> {
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], { width, height, fonts: fonts().satori });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

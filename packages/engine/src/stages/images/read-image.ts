import { readFile } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { EngineError } from '../../errors';
import type { ImageSource } from '../../schema';

/** Refuse pictures larger than this (a decompression bomb expands to gigabytes). */
export const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** The bytes of an image source, read from disk when it is a path. */
async function bytesOf(source: ImageSource, label: string): Promise<Buffer> {
  if (typeof source !== 'string') return Buffer.from(source);
  try {
    return await readFile(source);
  } catch (error) {
    throw new EngineError('images', 'IMAGE_UNREADABLE', `${label} could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, false, { cause: error });
  }
}

/**
 * Reads a picture and checks it by its content, whatever its name: a format we can decode, a size we
 * accept, no damage. Returns a sharp pipeline already turned upright (EXIF orientation).
 */
export async function readImage(source: ImageSource, label: string): Promise<{ image: Sharp; format: string; width: number; height: number }> {
  const bytes = await bytesOf(source, label);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message)) throw new EngineError('images', 'IMAGE_TOO_LARGE', `${label} is too large (more than ${MAX_INPUT_PIXELS / 1e6} megapixels)`, false, { cause: error });
    throw new EngineError('images', 'IMAGE_UNREADABLE', `${label} is not a picture we can read`, false, { cause: error });
  }
  if (!metadata.format || !READABLE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new EngineError('images', 'IMAGE_UNREADABLE', `${label} is not a picture we can read (${metadata.format ?? 'unknown format'})`, false);
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new EngineError('images', 'IMAGE_TOO_LARGE', `${label} is too large (more than ${MAX_INPUT_PIXELS / 1e6} megapixels)`, false);
  }
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
  // The header can be fine while the pixels are cut off: decode a thumbnail to be sure the picture is
  // whole (JPEG decodes at 1/8 scale for it, so this is cheap).
  try {
    await image.clone().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw new EngineError('images', 'IMAGE_UNREADABLE', `${label} is damaged and cannot be decoded`, false, { cause: error });
  }
  // EXIF orientations 5–8 swap width and height.
  const swapped = (metadata.orientation ?? 1) >= 5;
  return { image, format: metadata.format, width: swapped ? metadata.height : metadata.width, height: swapped ? metadata.width : metadata.height };
}

/**
 * Checks a picture the way the engine will read it — decodable, whole, at most MAX_INPUT_PIXELS (so a
 * decompression bomb is refused before anything expands it) — and says what it is. Throws
 * EngineError IMAGE_UNREADABLE or IMAGE_TOO_LARGE.
 */
export async function inspectImage(source: ImageSource, label = 'The picture'): Promise<{ format: string; width: number; height: number }> {
  const { format, width, height } = await readImage(source, label);
  return { format, width, height };
}

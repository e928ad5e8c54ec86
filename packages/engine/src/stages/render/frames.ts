import sharp, { type OutputInfo, type OverlayOptions, type Sharp } from 'sharp';
import type { FormatLayout } from './layout';

/** How a scene's picture is treated: darkened at the top for a headline, dimmed, or blurred behind an end card. */
export type FrameLook = 'top-scrim' | 'soft' | 'dim' | 'blur';

// Beyond this aspect mismatch a crop would cut too much of the product (a square photo in 9:16 loses
// 44 % of its width): the picture is shown whole, as a card over a blurred copy of itself.
const MAX_CROP_MISMATCH = 1.35;

const even = (n: number) => Math.round(n / 2) * 2;

/** Size of a prepared frame: the video frame plus the room its motion needs. */
export function frameSize(layout: FormatLayout): { width: number; height: number } {
  return { width: even(layout.width * layout.overscan), height: even(layout.height * layout.overscan) };
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);

/** A vertical darkening gradient as a tiny raw image that libvips stretches while compositing (no full-size SVG). */
async function gradientLayer(width: number, height: number, stops: readonly [at: number, opacity: number][]): Promise<OverlayOptions> {
  const rows = 256;
  const pixels = Buffer.alloc(rows * 4);
  for (let row = 0; row < rows; row++) {
    const at = row / (rows - 1);
    const next = stops.findIndex(([position]) => position >= at);
    const [p1, o1] = stops[Math.max(0, next - 1)] ?? stops[0] ?? [0, 0];
    const [p2, o2] = stops[Math.max(0, next)] ?? [1, 0];
    const opacity = p2 === p1 ? o2 : o1 + ((o2 - o1) * (at - p1)) / (p2 - p1);
    pixels[row * 4 + 3] = Math.round(opacity * 255);
  }
  // Raw pixels, not PNG: encoding a full-size layer only to decode it again cost most of a frame's time.
  const input = await sharp(pixels, { raw: { width: 1, height: rows, channels: 4 } }).resize(width, height, { fit: 'fill', kernel: 'linear' }).raw().toBuffer();
  return { input, raw: { width, height, channels: 4 } };
}

function lookLayer(look: Exclude<FrameLook, 'blur'>, width: number, height: number): Promise<OverlayOptions> {
  if (look === 'top-scrim') return gradientLayer(width, height, [[0, 0.72], [0.5, 0.15], [0.8, 0], [1, 0.35]]);
  if (look === 'soft') return gradientLayer(width, height, [[0, 0.25], [0.6, 0.05], [1, 0.3]]);
  return gradientLayer(width, height, [[0, 0.4], [1, 0.4]]);
}

/**
 * A heavily blurred picture at full size, as raw pixels: an eighth-size copy blurred and scaled back
 * up. The same to the eye (it is a blur) at a fraction of the cost of a wide kernel on megapixels.
 */
async function cheapBlur(sourcePath: string, width: number, height: number, brightness: number): Promise<{ data: Buffer; info: OutputInfo }> {
  const small = await sharp(sourcePath).resize(Math.round(width / 8), Math.round(height / 8), { fit: 'cover' }).blur(4).modulate({ brightness }).raw().toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: small.info.channels } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The whole picture as a card with rounded corners, for the fit-over-blur framing. */
async function pictureCard(sourcePath: string, width: number, height: number): Promise<OverlayOptions> {
  const { data, info } = await sharp(sourcePath).resize(Math.round(width * 0.84), Math.round(height * 0.84), { fit: 'inside' }).toBuffer({ resolveWithObject: true });
  const radius = Math.round(Math.min(info.width, info.height) * 0.04);
  const card = await sharp(data).ensureAlpha().composite([{ input: svg(info.width, info.height, `<rect width="100%" height="100%" rx="${radius}" ry="${radius}"/>`), blend: 'dest-in' }]).raw().toBuffer();
  return { input: card, raw: { width: info.width, height: info.height, channels: 4 }, gravity: 'centre' };
}

/** A picture composed for a format, before its look: raw pixels at the frame size. */
export interface FrameBase {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * A picture composed for a format: cropped by attention (sharp's saliency) to the frame plus overscan,
 * or shown whole as a card over its own blurred copy when a crop would cut too much. Made once per
 * picture; each look is then composited onto it.
 */
export async function frameBase(options: { sourcePath: string; layout: FormatLayout }): Promise<FrameBase> {
  const { sourcePath, layout } = options;
  const { width, height } = frameSize(layout);
  const meta = await sharp(sourcePath).metadata();
  const sourceAspect = (meta.width ?? width) / (meta.height ?? height);
  const mismatch = Math.max(sourceAspect / (width / height), width / height / sourceAspect);
  let composed: Sharp;
  if (mismatch <= MAX_CROP_MISMATCH) {
    composed = sharp(sourcePath).resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
  } else {
    const background = await cheapBlur(sourcePath, width, height, 0.7);
    composed = sharp(background.data, { raw: { width, height, channels: background.info.channels } }).composite([await pictureCard(sourcePath, width, height)]);
  }
  const { data, info } = await composed.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

/**
 * Prepares one scene's picture for a format: its base (given, or composed here) with its look
 * composited in the same pass, written once as JPEG. ffmpeg then only moves the picture.
 */
export async function prepareFrame(options: { sourcePath: string; layout: FormatLayout; look: FrameLook; outputPath: string; base?: Promise<FrameBase> }): Promise<void> {
  const { sourcePath, layout, look, outputPath } = options;
  const { width, height } = frameSize(layout);
  const jpeg = { quality: 90, chromaSubsampling: '4:2:0' } as const;
  if (look === 'blur') {
    const blurred = await cheapBlur(sourcePath, width, height, 0.5);
    await sharp(blurred.data, { raw: { width, height, channels: blurred.info.channels } }).jpeg(jpeg).toFile(outputPath);
    return;
  }
  const base = await (options.base ?? frameBase({ sourcePath, layout }));
  await sharp(base.data, { raw: { width: base.width, height: base.height, channels: base.channels } })
    .composite([await lookLayer(look, width, height)])
    .jpeg(jpeg)
    .toFile(outputPath);
}

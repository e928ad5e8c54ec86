import sharp from 'sharp';
import type { FormatLayout } from './layout';

/** How a scene's picture is treated: darkened at the top for a headline, dimmed, or blurred behind an end card. */
export type FrameLook = 'top-scrim' | 'soft' | 'dim' | 'blur';

// Beyond this aspect mismatch a crop would cut too much of the product (a square photo in 9:16 loses
// 44 % of its width): the picture is shown whole over a blurred copy of itself instead.
const MAX_CROP_MISMATCH = 1.35;

const even = (n: number) => Math.round(n / 2) * 2;

/** Size of a prepared frame: the video frame plus the room its motion needs. */
export function frameSize(layout: FormatLayout): { width: number; height: number } {
  return { width: even(layout.width * layout.overscan), height: even(layout.height * layout.overscan) };
}

function gradientSvg(width: number, height: number, stops: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
}

/**
 * Prepares one scene's picture for a format: cropped by attention (sharp's saliency) to the frame plus
 * overscan, or fitted whole over its own blurred copy when a crop would cut too much; then treated for
 * its look. Everything a scene needs is baked here once, so ffmpeg only moves the picture.
 */
export async function prepareFrame(options: { sourcePath: string; layout: FormatLayout; look: FrameLook; outputPath: string }): Promise<void> {
  const { sourcePath, layout, look, outputPath } = options;
  const { width, height } = frameSize(layout);
  const meta = await sharp(sourcePath).metadata();
  const sourceAspect = (meta.width ?? width) / (meta.height ?? height);
  const targetAspect = width / height;
  const mismatch = Math.max(sourceAspect / targetAspect, targetAspect / sourceAspect);
  let base: Buffer;
  if (mismatch <= MAX_CROP_MISMATCH) {
    base = await sharp(sourcePath).resize(width, height, { fit: 'cover', position: sharp.strategy.attention }).toBuffer();
  } else {
    const background = await sharp(sourcePath).resize(width, height, { fit: 'cover' }).blur(40).modulate({ brightness: 0.7 }).toBuffer();
    // The whole picture as a card: rounded corners and a soft shadow make the framing look chosen.
    const { data: product, info } = await sharp(sourcePath).resize(Math.round(width * 0.84), Math.round(height * 0.84), { fit: 'inside' }).toBuffer({ resolveWithObject: true });
    const radius = Math.round(Math.min(info.width, info.height) * 0.04);
    const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><rect width="100%" height="100%" rx="${radius}" ry="${radius}"/></svg>`);
    const card = await sharp(product).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
    const shadowPad = Math.round(radius * 2);
    const shadow = await sharp({ create: { width: info.width + shadowPad * 2, height: info.height + shadowPad * 2, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><rect width="100%" height="100%" rx="${radius}" fill="#000" fill-opacity="0.55"/></svg>`), left: shadowPad, top: Math.round(shadowPad * 1.3) }])
      .blur(shadowPad / 2)
      .png()
      .toBuffer();
    base = await sharp(background).composite([{ input: shadow, gravity: 'centre' }, { input: card, gravity: 'centre' }]).toBuffer();
  }
  let image = sharp(base);
  if (look === 'top-scrim') {
    image = image.composite([{ input: gradientSvg(width, height, '<stop offset="0" stop-color="#000" stop-opacity="0.72"/><stop offset="0.5" stop-color="#000" stop-opacity="0.15"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>') }]);
  } else if (look === 'soft') {
    image = image.composite([{ input: gradientSvg(width, height, '<stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.6" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>') }]);
  } else if (look === 'dim') {
    image = image.modulate({ brightness: 0.62 });
  } else {
    image = sharp(await image.blur(30).modulate({ brightness: 0.5, saturation: 1.1 }).toBuffer());
  }
  await image.jpeg({ quality: 90, chromaSubsampling: '4:2:0' }).toFile(outputPath);
}

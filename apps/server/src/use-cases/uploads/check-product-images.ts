import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGES, MIN_PRODUCT_IMAGES, PRODUCT_IMAGES_FIELD } from '@reelsmith/contracts';
import { EngineError, MAX_INPUT_PIXELS, inspectImage } from '@reelsmith/engine';
import { AppError } from '../../errors';

/** A product picture that passed the checks: its bytes as sent, and the file extension of its real type. */
export interface CheckedImage {
  bytes: Uint8Array;
  extension: 'jpg' | 'png';
}

const MEGABYTES = `${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024}MB`;

/** PNG or JPEG by their first bytes (magic numbers), whatever the name or declared type say. */
function sniff(bytes: Uint8Array): CheckedImage['extension'] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return 'png';
  return undefined;
}

function refuse(code: 'IMAGE_TYPE_INVALID' | 'IMAGE_TOO_LARGE' | 'IMAGE_UNREADABLE', index: number, internalMessage: string, limit?: string, cause?: unknown): AppError {
  const params = limit ? { limit } : undefined;
  return new AppError(code, {
    ...(params ? { params } : {}),
    details: [{ field: `${PRODUCT_IMAGES_FIELD}.${index}`, key: `errors.${code}`, ...(params ? { params } : {}) }],
    internalMessage,
    cause,
  });
}

/**
 * The manual entry's pictures (spec §5): 1–5 files, each at most 10 MB, each a PNG or JPEG by its
 * content, decodable and at most MAX_INPUT_PIXELS (a decompression bomb is refused before anything
 * expands it). A text value where a file belongs counts as a file that is not a picture. Checked one
 * at a time, so only one picture is decoded at once.
 */
export async function checkProductImages(files: readonly (File | string)[]): Promise<CheckedImage[]> {
  if (files.length < MIN_PRODUCT_IMAGES) throw new AppError('IMAGES_REQUIRED', { details: [{ field: PRODUCT_IMAGES_FIELD, key: 'errors.IMAGES_REQUIRED' }] });
  if (files.length > MAX_PRODUCT_IMAGES) throw new AppError('TOO_MANY_IMAGES', { details: [{ field: PRODUCT_IMAGES_FIELD, key: 'errors.TOO_MANY_IMAGES' }] });
  // Sizes first: they are known without reading anything.
  for (const [index, file] of files.entries()) {
    if (typeof file !== 'string' && file.size > MAX_PRODUCT_IMAGE_BYTES) throw refuse('IMAGE_TOO_LARGE', index, `image ${index} has ${file.size} bytes`, MEGABYTES);
  }
  const checked: CheckedImage[] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file === 'string') throw refuse('IMAGE_TYPE_INVALID', index, `image ${index} is a text field`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const extension = sniff(bytes);
    if (!extension) throw refuse('IMAGE_TYPE_INVALID', index, `image ${index} is neither PNG nor JPEG by content`);
    try {
      const { format } = await inspectImage(bytes, `Image ${index + 1}`);
      if (format !== (extension === 'jpg' ? 'jpeg' : 'png')) throw refuse('IMAGE_UNREADABLE', index, `image ${index} starts as ${extension} but decodes as ${format}`);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof EngineError && error.code === 'IMAGE_TOO_LARGE') throw refuse('IMAGE_TOO_LARGE', index, error.message, `${MAX_INPUT_PIXELS / 1_000_000} megapixels`, error);
      throw refuse('IMAGE_UNREADABLE', index, (error as Error).message, undefined, error);
    }
    checked.push({ bytes, extension });
  }
  return checked;
}

import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGES, MIN_DESCRIPTION_LENGTH_EXCLUSIVE, MIN_PRODUCT_IMAGES } from '@reelsmith/contracts';
import type { Message } from '../hooks/generation-machine';

// The spec §5 sentences are the server's too: they live in the shared catalog ('shared' namespace).
const INVALID_URL: Message = { key: 'shared:errors.INVALID_URL' };
const DESCRIPTION_REQUIRED: Message = { key: 'shared:errors.DESCRIPTION_REQUIRED' };
const DESCRIPTION_TOO_SHORT: Message = { key: 'shared:errors.DESCRIPTION_TOO_SHORT' };
const IMAGES_REQUIRED: Message = { key: 'shared:errors.IMAGES_REQUIRED' };
const TOO_MANY_IMAGES: Message = { key: 'shared:errors.TOO_MANY_IMAGES' };
const IMAGE_TYPE_INVALID: Message = { key: 'shared:errors.IMAGE_TYPE_INVALID' };
const IMAGE_TOO_LARGE: Message = { key: 'shared:errors.IMAGE_TOO_LARGE', params: { limit: `${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB` } };

/** The picture types the manual entry takes (the server checks the content too). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Spec §5: a product page address, non-blank and a valid http(s) URL. */
export function checkProductUrl(value: string): Message | null {
  const text = value.trim();
  if (!text) return INVALID_URL;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : INVALID_URL;
  } catch {
    return INVALID_URL;
  }
}

/** Spec §5: a description is required and longer than 15 characters (once trimmed, as the server counts). */
export function checkDescription(value: string): Message | null {
  const text = value.trim();
  if (!text) return DESCRIPTION_REQUIRED;
  if (text.length <= MIN_DESCRIPTION_LENGTH_EXCLUSIVE) return DESCRIPTION_TOO_SHORT;
  return null;
}

/** Spec §5: between 1 and 5 pictures. */
export function checkImageCount(count: number): Message | null {
  if (count < MIN_PRODUCT_IMAGES) return IMAGES_REQUIRED;
  if (count > MAX_PRODUCT_IMAGES) return TOO_MANY_IMAGES;
  return null;
}

/** What a picked file needs to be checked. */
export interface PickedFile {
  type: string;
  size: number;
}

/**
 * Adds picked files to the chosen ones: image files only (PNG or JPG), at most 10 MB each, 5 in
 * all. Nothing is added when one of them is refused, so the message names a choice the user made.
 */
export function addImages<F extends PickedFile>(current: readonly F[], picked: readonly F[]): { images: readonly F[]; error: Message | null } {
  if (picked.some((file) => !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))) return { images: current, error: IMAGE_TYPE_INVALID };
  if (picked.some((file) => file.size > MAX_PRODUCT_IMAGE_BYTES)) return { images: current, error: IMAGE_TOO_LARGE };
  if (current.length + picked.length > MAX_PRODUCT_IMAGES) return { images: current, error: TOO_MANY_IMAGES };
  return { images: [...current, ...picked], error: null };
}

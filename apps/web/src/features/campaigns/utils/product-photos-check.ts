import { MAX_PRODUCT_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@reelsmith/contracts';
import type { SharedMessage } from './customer-file-check';

/** The picture types a manual product takes (the server checks the content too). */
export const PRODUCT_PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Spec §5's rules for product pictures, checked before uploading: 1 to 5, PNG or JPG, 10 MB each.
 * Null when they may go.
 */
export function checkProductPhotos(files: readonly { type: string; size: number }[]): SharedMessage | null {
  if (files.length === 0) return { key: 'shared:errors.IMAGES_REQUIRED' };
  if (files.length > MAX_PRODUCT_IMAGES) return { key: 'shared:errors.TOO_MANY_IMAGES' };
  if (files.some((file) => !(PRODUCT_PHOTO_TYPES as readonly string[]).includes(file.type))) return { key: 'shared:errors.IMAGE_TYPE_INVALID' };
  if (files.some((file) => file.size > MAX_PRODUCT_IMAGE_BYTES)) return { key: 'shared:errors.IMAGE_TOO_LARGE', params: { limit: `${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB` } };
  return null;
}

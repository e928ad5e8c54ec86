import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../errors';
import type { CheckedImage } from './check-product-images';

/** The media-dir folder of a job's uploaded pictures (relative storage key). */
export const uploadFolderKey = (jobId: string) => `uploads/${jobId}`;

/**
 * Stores a job's checked pictures as sent (the engine turns them upright by their EXIF orientation)
 * under uploads/<jobId>/1.jpg, 2.png… in the media dir, and returns their storage keys. Should any
 * write fail, nothing is left behind and the caller makes no job.
 */
export async function storeProductImages(options: { mediaDir: string; jobId: string; images: readonly CheckedImage[] }): Promise<string[]> {
  const folder = uploadFolderKey(options.jobId);
  try {
    await mkdir(join(options.mediaDir, folder), { recursive: true });
    const keys = options.images.map((image, index) => `${folder}/${index + 1}.${image.extension}`);
    // 'wx': a job id is fresh, so a file already there means something is wrong; never overwrite.
    await Promise.all(options.images.map((image, index) => writeFile(join(options.mediaDir, keys[index] ?? ''), image.bytes, { flag: 'wx' })));
    return keys;
  } catch (error) {
    await removeProductImages({ mediaDir: options.mediaDir, jobId: options.jobId });
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error, internalMessage: 'could not store the uploaded pictures' });
  }
}

/** Removes a job's uploaded pictures (nothing happens when there are none). */
export async function removeProductImages(options: { mediaDir: string; jobId: string }): Promise<void> {
  await rm(join(options.mediaDir, uploadFolderKey(options.jobId)), { recursive: true, force: true });
}

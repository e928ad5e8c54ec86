import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClipRow } from './clip-view';

/** The media-dir folder of uploads not yet normalised. */
const UPLOADS_FOLDER = 'clips/uploads';

/** A fresh storage key for an upload as it arrives (created with its folder). */
export async function newUploadKey(mediaDir: string): Promise<string> {
  await mkdir(join(mediaDir, UPLOADS_FOLDER), { recursive: true });
  return `${UPLOADS_FOLDER}/${randomBytes(18).toString('base64url')}.upload`;
}

/** Unguessable storage keys of a normalised clip and its poster (the folder created). */
export async function newClipKeys(mediaDir: string): Promise<{ mediaKey: string; posterKey: string }> {
  await mkdir(join(mediaDir, 'clips'), { recursive: true });
  const key = randomBytes(18).toString('base64url');
  return { mediaKey: `clips/${key}.mp4`, posterKey: `clips/${key}.jpg` };
}

/** Removes stored files by key (missing ones are fine). */
export async function removeMediaFiles(mediaDir: string, keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => rm(join(mediaDir, key), { force: true })));
}

/** Removes every file of a clip: the upload, the normalised MP4 and its poster. */
export const removeClipFiles = (mediaDir: string, clip: Pick<ClipRow, 'sourceKey' | 'mediaKey' | 'posterKey'>) => removeMediaFiles(mediaDir, [clip.sourceKey, clip.mediaKey, clip.posterKey]);

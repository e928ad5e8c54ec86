import { join } from 'node:path';
import type { Db } from '@reelsmith/db';
import { AppError } from '../../errors';
import { findOwnClip } from './find-clip';

/** Where one of the user's ready clips (its MP4 or poster) is stored; not ready, or not theirs, is NOT_FOUND. */
export async function clipMedia(options: { db: Db; mediaDir: string; userId: string; clipId: string; part: 'video' | 'poster' }): Promise<{ path: string; type: string; fileName: string }> {
  const clip = await findOwnClip(options);
  const key = options.part === 'video' ? clip.mediaKey : clip.posterKey;
  if (clip.status !== 'ready' || !key) throw new AppError('NOT_FOUND');
  const safeName = clip.name.replace(/\.[a-z0-9]{2,4}$/i, '').replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80) || 'clip';
  return { path: join(options.mediaDir, key), type: options.part === 'video' ? 'video/mp4' : 'image/jpeg', fileName: `${safeName}.${options.part === 'video' ? 'mp4' : 'jpg'}` };
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { videos, type Db } from '@reelsmith/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/uuid';

/** Which stored file of a video: the MP4 or its poster. */
export type MediaPart = 'video' | 'poster';

/** Where a found video's file is, its type and the name it is saved under; no video, or no such file, is NOT_FOUND. */
export function storedMedia(video: Pick<typeof videos.$inferSelect, 'title' | 'mediaKey' | 'posterKey'> | undefined, options: { mediaDir: string; part: MediaPart }): { path: string; type: string; fileName: string } {
  const key = options.part === 'video' ? video?.mediaKey : video?.posterKey;
  if (!video || !key) throw new AppError('NOT_FOUND');
  const safeTitle = video.title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 80) || 'video';
  return { path: join(options.mediaDir, key), type: options.part === 'video' ? 'video/mp4' : 'image/jpeg', fileName: `${safeTitle}.${options.part === 'video' ? 'mp4' : 'jpg'}` };
}

/** A stored file of one of the user's videos; anyone else's is NOT_FOUND. */
export async function videoMedia(options: { db: Db; mediaDir: string; userId: string; videoId: string; part: MediaPart }): Promise<{ path: string; type: string; fileName: string }> {
  if (!isUuid(options.videoId)) throw new AppError('NOT_FOUND');
  const [video] = await options.db.select().from(videos).where(and(eq(videos.id, options.videoId), eq(videos.userId, options.userId)));
  return storedMedia(video, options);
}

/**
 * A file as an HTTP response, with byte ranges (players seek with them): 206 for a satisfiable
 * `Range: bytes=a-b`, 416 for one past the end, 200 otherwise; `download` asks the browser to save it.
 */
export async function fileResponse(options: { path: string; type: string; fileName: string; range: string | undefined; download: boolean }): Promise<Response> {
  let size: number;
  try {
    size = (await stat(options.path)).size;
  } catch (error) {
    throw new AppError('NOT_FOUND', { cause: error, internalMessage: `stored media missing: ${options.path}` });
  }
  const headers = new Headers({ 'content-type': options.type, 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=3600' });
  const encoded = encodeURIComponent(options.fileName);
  headers.set('content-disposition', `${options.download ? 'attachment' : 'inline'}; filename="${options.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encoded}`);
  const match = options.range ? /^bytes=(\d*)-(\d*)$/.exec(options.range.trim()) : null;
  if (match && (match[1] || match[2])) {
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      headers.set('content-range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    headers.set('content-range', `bytes ${start}-${end}/${size}`);
    headers.set('content-length', String(end - start + 1));
    return new Response(Readable.toWeb(createReadStream(options.path, { start, end })) as ReadableStream, { status: 206, headers });
  }
  headers.set('content-length', String(size));
  return new Response(Readable.toWeb(createReadStream(options.path)) as ReadableStream, { status: 200, headers });
}

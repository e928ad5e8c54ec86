import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIP_FILE_FIELD, MAX_CLIP_BYTES, uploadClipFieldsSchema } from '@reelsmith/contracts';
import type { ClipContainer } from '@reelsmith/engine';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../errors';
import type { AppEnv } from '../../lib/app-env';
import { validationError } from '../../lib/validation-error';
import { CLIP_HEAD_BYTES, clipContainerOf } from '../../use-cases/clips/clip-container';
import { newUploadKey } from '../../use-cases/clips/clip-files';
import { multipartBoundary, receiveMultipartFile } from './multipart-file';

/**
 * A multipart POST /api/clips: the clip upload, which the API's 1 MB limit leaves to this route's
 * own. Anything else sent there keeps the 1 MB limit and is then refused.
 */
export function isClipUpload(c: Context): boolean {
  return c.req.method === 'POST' && /^\/api\/clips\/?$/.test(c.req.path) && /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

const MB = 1024 * 1024;
/** Room beside the file for the name field and the part headers. */
const FORM_OVERHEAD_BYTES = MB;

const tooLarge = (maxFileBytes: number) => () =>
  new AppError('CLIP_TOO_LARGE', { params: { limit: maxFileBytes >= MB ? `${Math.round(maxFileBytes / MB)} MB` : `${Math.round(maxFileBytes / 1024)} KB` }, internalMessage: 'the clip upload passed its limit' });

/**
 * Refuses an upload whose Content-Length is over the limit before a byte of it is read; a body
 * without one (chunked) is counted as it streams (receiveClipUpload).
 */
export function clipSizeGate(maxFileBytes = MAX_CLIP_BYTES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > maxFileBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxFileBytes)();
    await next();
  };
}

/** A clip as received: stored under `sourceKey`, its container told by its first bytes. */
export interface ReceivedClip {
  sourceKey: string;
  container: ClipContainer;
  fileName: string;
  size: number;
}

/**
 * Streams the upload to the media folder as it arrives (a 200 MB video is never held in memory),
 * told by its first bytes to be MP4, MOV or WebM (CLIP_TYPE_INVALID as soon as they say otherwise,
 * before the rest is read), and no larger than the limit (CLIP_TOO_LARGE while it streams).
 */
export async function receiveClipUpload(c: Context<AppEnv>, options: { mediaDir: string; maxFileBytes?: number }): Promise<{ clip: ReceivedClip; name: string | undefined }> {
  const maxFileBytes = options.maxFileBytes ?? MAX_CLIP_BYTES;
  const boundary = multipartBoundary(c.req.header('content-type') ?? '');
  if (!boundary) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { internalMessage: 'multipart without a boundary' });
  const sourceKey = await newUploadKey(options.mediaDir);
  const told: { container?: ClipContainer } = {};
  const form = await receiveMultipartFile({
    body: c.req.raw.body,
    boundary,
    fileField: CLIP_FILE_FIELD,
    textFields: Object.keys(uploadClipFieldsSchema.shape),
    destination: join(options.mediaDir, sourceKey),
    maxFileBytes,
    maxBodyBytes: maxFileBytes + FORM_OVERHEAD_BYTES,
    tooLarge: tooLarge(maxFileBytes),
    headBytes: CLIP_HEAD_BYTES,
    checkHead: (head) => {
      // Nothing sent at all: an empty file input, answered below.
      if (head.length === 0) return;
      const container = clipContainerOf(head);
      if (!container) throw new AppError('CLIP_TYPE_INVALID', { internalMessage: `upload opens with ${Buffer.from(head.subarray(0, 12)).toString('hex')}` });
      told.container = container;
    },
  });
  const { file } = form;
  // An empty file input (no name, no bytes) is what a browser sends when nothing was chosen.
  if (!file || (file.size === 0 && file.fileName === '')) {
    if (file) await rm(file.path, { force: true });
    throw new AppError('VALIDATION_ERROR', { params: { fields: CLIP_FILE_FIELD }, details: [{ field: CLIP_FILE_FIELD, key: 'validation.required' }] });
  }
  const fields = uploadClipFieldsSchema.safeParse(form.fields);
  if (!fields.success || !told.container) {
    await rm(file.path, { force: true });
    // An empty file with a name is no video either.
    throw fields.success ? new AppError('CLIP_TYPE_INVALID', { internalMessage: 'an empty file' }) : validationError(fields.error);
  }
  return { clip: { sourceKey, container: told.container, fileName: file.fileName, size: file.size }, name: fields.data.name };
}

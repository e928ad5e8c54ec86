import { createRoute, z } from '@hono/zod-openapi';
import { clipSchema, listClipsResponseSchema, uploadClipBodyDoc } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { EngineTools } from '@reelsmith/engine';
import type { Context, MiddlewareHandler } from 'hono';
import type { JobQueue } from '../../jobs/job-queue';
import { normalizeClipJob } from '../../jobs/normalize-clip';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireUser } from '../../middleware/require-user';
import { clipMedia } from '../../use-cases/clips/clip-media';
import { clipView } from '../../use-cases/clips/clip-view';
import { deleteClip } from '../../use-cases/clips/delete-clip';
import { findOwnClip } from '../../use-cases/clips/find-clip';
import { listClips } from '../../use-cases/clips/list-clips';
import { uploadClip } from '../../use-cases/clips/upload-clip';
import { fileResponse } from '../../use-cases/videos/serve-media';
import { multipartOnly } from '../videos/product-form';
import { clipSizeGate, receiveClipUpload } from './clip-upload-form';

const SIGNED_OUT = "UNAUTHENTICATED: 'No authentication session'";
const idParam = z.object({ id: z.string().max(100) });

// Before anything else, so a signed-out caller hears 401 and sends no upload for nothing.
const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** What the clip routes need; `maxClipBytes` lowers the upload limit (tests). */
export interface ClipRouteDeps {
  db: Db;
  mediaDir: string;
  queue: JobQueue;
  tools: EngineTools;
  maxClipBytes?: number;
}

const postUpload = (deps: ClipRouteDeps) =>
  createRoute({
    method: 'post',
    path: '/',
    summary: 'Upload a video clip (MP4, MOV or WebM, told by content) to play in campaigns; it is made playable by a worker',
    middleware: [multipartOnly, clipSizeGate(deps.maxClipBytes)],
    request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadClipBodyDoc } } } },
    responses: {
      201: jsonResponse(clipSchema, 'The clip, "processing" until it is ready: poll GET /api/clips/{id}'),
      400: errorResponse('CLIP_TOO_LONG (over 60 s), CLIP_UNREADABLE (no picture in it), VALIDATION_ERROR or BAD_REQUEST'),
      401: errorResponse(SIGNED_OUT),
      413: errorResponse('CLIP_TOO_LARGE (over 200 MB)'),
      415: errorResponse('CLIP_TYPE_INVALID (not MP4, MOV or WebM by content) or UNSUPPORTED_MEDIA_TYPE (not multipart)'),
    },
  });

const getList = createRoute({
  method: 'get',
  path: '/',
  summary: 'The caller’s clips, newest first',
  responses: { 200: jsonResponse(listClipsResponseSchema, 'The clips'), 401: errorResponse(SIGNED_OUT) },
});

const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One of your clips',
  request: { params: idParam },
  responses: { 200: jsonResponse(clipSchema, 'The clip'), 401: errorResponse(SIGNED_OUT), 404: errorResponse('NOT_FOUND') },
});

const deleteOne = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a clip and its files; drafts that chose it no longer play it (their preview is cleared)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, 401: errorResponse(SIGNED_OUT), 404: errorResponse('NOT_FOUND'), 409: errorResponse('CLIP_IN_USE: a running or paused campaign plays it') },
});

const mediaRoute = (part: 'file' | 'poster') =>
  createRoute({
    method: 'get',
    path: `/{id}/${part}`,
    summary: part === 'file' ? 'A ready clip’s MP4 (byte ranges; ?download=1 to save it)' : 'A ready clip’s poster (JPEG)',
    request: { params: idParam, query: z.object({ download: z.enum(['0', '1']).optional() }) },
    responses: { 200: { description: 'The file' }, 206: { description: 'Part of the file' }, 401: errorResponse(SIGNED_OUT), 404: errorResponse('NOT_FOUND: no such ready clip of yours') },
  });

/** POST and GET /api/clips; GET and DELETE /api/clips/:id; GET /api/clips/:id/file and /poster — the owner's only. */
export function clipRoutes(deps: ClipRouteDeps) {
  const serve = (part: 'video' | 'poster') => async (c: Context<AppEnv>) => {
    const media = await clipMedia({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, clipId: c.req.param('id') ?? '', part });
    return fileResponse({ ...media, range: c.req.header('range'), download: c.req.query('download') === '1' });
  };
  const router = createRouter();
  router.use('*', signedInOnly);
  return router
    .openapi(postUpload(deps), async (c) => {
      const user = requireUser(c);
      const { clip: upload, name } = await receiveClipUpload(c, { mediaDir: deps.mediaDir, ...(deps.maxClipBytes ? { maxFileBytes: deps.maxClipBytes } : {}) });
      const clip = await uploadClip({ db: deps.db, mediaDir: deps.mediaDir, tools: deps.tools, userId: user.id, upload, name });
      try {
        await deps.queue.send({ job: normalizeClipJob, payload: { clipId: clip.id } });
      } catch (error) {
        // Not queued, so never made: the upload is taken back whole.
        await deleteClip({ db: deps.db, mediaDir: deps.mediaDir, userId: user.id, clipId: clip.id });
        throw error;
      }
      return c.json(clipView(clip, c.get('language')), 201);
    })
    .openapi(getList, async (c) => {
      const rows = await listClips({ db: deps.db, userId: requireUser(c).id });
      return c.json({ clips: rows.map((row) => clipView(row, c.get('language'))) }, 200);
    })
    .openapi(getOne, async (c) => c.json(clipView(await findOwnClip({ db: deps.db, userId: requireUser(c).id, clipId: c.req.valid('param').id }), c.get('language')), 200))
    .openapi(deleteOne, async (c) => {
      await deleteClip({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, clipId: c.req.valid('param').id });
      return c.body(null, 204);
    })
    .openapi(mediaRoute('file'), serve('video'))
    .openapi(mediaRoute('poster'), serve('poster'));
}

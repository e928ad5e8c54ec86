import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import {
  DEFAULT_DATA_VIDEO_TITLE,
  createVideoFromDataBodyDoc,
  createVideoFromDataFieldsSchema,
  createVideoFromUrlRequestSchema,
  createVideoFormatRequestSchema,
  createVideoJobResponseSchema,
  existingVideoFormatResponseSchema,
  listVideosQuerySchema,
  listVideosResponseSchema,
  videoDetailsSchema,
} from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { Context, MiddlewareHandler } from 'hono';
import { descriptionLanguage, titleFromUrl } from '@reelsmith/engine';
import { generateVideoJob } from '../../jobs/generate-video';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { validationError } from '../../lib/validation-error';
import { requireUser } from '../../middleware/require-user';
import { assertCanCreateVideoJob, createVideoJob } from '../../use-cases/jobs/create-video-job';
import { checkProductImages } from '../../use-cases/uploads/check-product-images';
import { removeProductImages, storeProductImages } from '../../use-cases/uploads/product-image-store';
import { deleteVideo } from '../../use-cases/videos/delete-video';
import { listVideos } from '../../use-cases/videos/list-videos';
import { getVideoDetails, requestVideoFormat } from '../../use-cases/videos/video-formats';
import { fileResponse, videoMedia } from '../../use-cases/videos/serve-media';
import { multipartOnly, readProductForm, uploadBodyLimit } from './product-form';

const postFromUrl = createRoute({
  method: 'post',
  path: '/from-url',
  summary: 'Make an ad from a product page (one credit)',
  request: { body: { required: true, content: { 'application/json': { schema: createVideoFromUrlRequestSchema } } } },
  responses: {
    202: jsonResponse(createVideoJobResponseSchema, 'Queued: poll GET /api/jobs/{job_id}'),
    400: errorResponse('INVALID_URL, VALIDATION_ERROR or INVALID_JSON'),
    401: errorResponse('UNAUTHENTICATED'),
    402: errorResponse('INSUFFICIENT_CREDITS'),
    409: errorResponse('ACTIVE_JOB_EXISTS'),
  },
});

const signedInOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/**
 * An upload is refused as early as it can be, before a byte of it is read: 401 without a session,
 * 415 when it is not multipart, 402 without a credit, 409 with a generation running, 413 when it
 * says (or turns out) to be too large.
 */
const uploadGate = (db: Db): MiddlewareHandler<AppEnv>[] => [
  signedInOnly,
  multipartOnly,
  async (c, next) => {
    await assertCanCreateVideoJob({ db, userId: requireUser(c).id });
    await next();
  },
  uploadBodyLimit,
];

const postFromData = (db: Db) =>
  createRoute({
    method: 'post',
    path: '/from-data',
    summary: 'Make an ad from a description and 1–5 photos (multipart/form-data; one credit)',
    middleware: uploadGate(db),
    request: { body: { required: true, content: { 'multipart/form-data': { schema: createVideoFromDataBodyDoc } } } },
    responses: {
      202: jsonResponse(createVideoJobResponseSchema, 'Queued: poll GET /api/jobs/{job_id}'),
      400: errorResponse('DESCRIPTION_REQUIRED, DESCRIPTION_TOO_SHORT, IMAGES_REQUIRED, TOO_MANY_IMAGES, IMAGE_UNREADABLE, VALIDATION_ERROR or BAD_REQUEST'),
      401: errorResponse('UNAUTHENTICATED'),
      402: errorResponse('INSUFFICIENT_CREDITS'),
      409: errorResponse('ACTIVE_JOB_EXISTS'),
      413: errorResponse('IMAGE_TOO_LARGE (10 MB or 40 megapixels a picture) or PAYLOAD_TOO_LARGE'),
      415: errorResponse('IMAGE_TYPE_INVALID (not a PNG or JPEG by content) or UNSUPPORTED_MEDIA_TYPE (not multipart)'),
    },
  });

const getList = createRoute({
  method: 'get',
  path: '/',
  summary: 'The signed-in user’s videos, newest first (page, limit, q searches titles)',
  request: { query: listVideosQuerySchema },
  responses: { 200: jsonResponse(listVideosResponseSchema, 'A page of videos'), 400: errorResponse('VALIDATION_ERROR'), 401: errorResponse('UNAUTHENTICATED') },
});
const getOne = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One of your videos, with the formats its ad exists in',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonResponse(videoDetailsSchema, 'The video'), 401: errorResponse('UNAUTHENTICATED'), 404: errorResponse('NOT_FOUND') },
});

const postFormat = createRoute({
  method: 'post',
  path: '/{id}/formats',
  summary: 'The same ad in another format: re-rendered from its storyboard at no charge',
  request: { params: z.object({ id: z.string().max(100) }), body: { required: true, content: { 'application/json': { schema: createVideoFormatRequestSchema } } } },
  responses: {
    200: jsonResponse(existingVideoFormatResponseSchema, 'The ad already exists in that format: that video'),
    202: jsonResponse(createVideoJobResponseSchema, 'Queued: poll GET /api/jobs/{job_id}'),
    400: errorResponse('VALIDATION_ERROR or INVALID_JSON'),
    401: errorResponse('UNAUTHENTICATED'),
    404: errorResponse('NOT_FOUND'),
    409: errorResponse('ACTIVE_JOB_EXISTS or RERENDER_UNAVAILABLE (the ad’s assets are gone)'),
  },
});

const deleteOne = createRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a video and its files',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Deleted'), 401: errorResponse('UNAUTHENTICATED'), 404: errorResponse('NOT_FOUND') },
});

const mediaRoute = (part: 'file' | 'poster') =>
  createRoute({
    method: 'get',
    path: `/{id}/${part}`,
    summary: part === 'file' ? 'The video (MP4, byte ranges; ?download=1 to save it)' : 'The video’s poster (JPEG)',
    request: { params: z.object({ id: z.string().max(100) }), query: z.object({ download: z.enum(['0', '1']).optional() }) },
    responses: { 200: { description: 'The file' }, 206: { description: 'Part of the file' }, 401: errorResponse('UNAUTHENTICATED'), 404: errorResponse('NOT_FOUND: no such video of yours') },
  });

/** GET /api/videos(/:id), POST /api/videos/from-url, /from-data and /:id/formats, DELETE /api/videos/:id, GET /api/videos/:id/file and /poster */
export function videoRoutes(deps: { db: Db; queue: JobQueue; mediaDir: string; publicUrl: string }) {
  const serve = (part: 'video' | 'poster') => async (c: Context<AppEnv>) => {
    const media = await videoMedia({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, videoId: c.req.param('id') ?? '', part });
    return fileResponse({ ...media, range: c.req.header('range'), download: c.req.query('download') === '1' });
  };
  return createRouter()
    .openapi(getList, async (c) => c.json(await listVideos({ db: deps.db, publicUrl: deps.publicUrl, userId: requireUser(c).id, ...c.req.valid('query') }), 200))
    .openapi(getOne, async (c) => c.json(await getVideoDetails({ db: deps.db, publicUrl: deps.publicUrl, userId: requireUser(c).id, videoId: c.req.valid('param').id }), 200))
    .openapi(postFormat, async (c) => {
      const made = await requestVideoFormat({
        db: deps.db,
        userId: requireUser(c).id,
        videoId: c.req.valid('param').id,
        format: c.req.valid('json').format,
        enqueue: (id) => deps.queue.send({ job: generateVideoJob, payload: { jobId: id } }),
      });
      return 'jobId' in made ? c.json({ job_id: made.jobId }, 202) : c.json({ video_id: made.videoId }, 200);
    })
    .openapi(deleteOne, async (c) => {
      await deleteVideo({ db: deps.db, mediaDir: deps.mediaDir, userId: requireUser(c).id, videoId: c.req.valid('param').id });
      return c.json({ ok: true as const }, 200);
    })
    .openapi(mediaRoute('file'), serve('video'))
    .openapi(mediaRoute('poster'), serve('poster'))
    .openapi(postFromUrl, async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const { jobId } = await createVideoJob({
      db: deps.db,
      userId: user.id,
      title: body.video_title ?? titleFromUrl(body.product_url),
      input: { kind: 'url', productUrl: body.product_url, format: body.format, ...(body.language ? { language: body.language } : {}) },
      enqueue: (id) => deps.queue.send({ job: generateVideoJob, payload: { jobId: id } }),
    });
    return c.json({ job_id: jobId }, 202);
  })
    .openapi(postFromData(deps.db), async (c) => {
      const user = requireUser(c);
      const form = await readProductForm(c, Object.keys(createVideoFromDataFieldsSchema.shape));
      const parsed = createVideoFromDataFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw validationError(parsed.error);
      const body = parsed.data;
      const images = await checkProductImages(form.images);
      // The pictures are on disk before the job exists, so the worker never sees a job without them.
      const jobId = randomUUID();
      const imageKeys = await storeProductImages({ mediaDir: deps.mediaDir, jobId, images });
      try {
        await createVideoJob({
          db: deps.db,
          userId: user.id,
          jobId,
          title: body.video_title ?? DEFAULT_DATA_VIDEO_TITLE,
          input: {
            kind: 'data',
            description: body.product_description,
            ...(body.video_title ? { name: body.video_title } : {}),
            imageKeys,
            format: body.format,
            language: body.language ?? descriptionLanguage(body.product_description) ?? c.get('language'),
          },
          enqueue: (id) => deps.queue.send({ job: generateVideoJob, payload: { jobId: id } }),
        });
      } catch (error) {
        // Refused (402, 409) or not queued: no job will ever read them.
        await removeProductImages({ mediaDir: deps.mediaDir, jobId });
        throw error;
      }
      return c.json({ job_id: jobId }, 202);
    });
}

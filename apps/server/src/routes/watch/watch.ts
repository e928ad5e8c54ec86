import { createRoute, z } from '@hono/zod-openapi';
import { watchEventRequestSchema, watchVideoResponseSchema } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { recordWatchEvent } from '../../use-cases/videos/record-watch-event';
import { fileResponse, type MediaPart } from '../../use-cases/videos/serve-media';
import { getWatchVideo, watchVideoMedia } from '../../use-cases/videos/watch-video';

// Any text: a malformed slug is an unknown one (404), never a validation error that tells them apart.
const slugParams = z.object({ slug: z.string() });

const getOne = createRoute({
  method: 'get',
  path: '/{slug}',
  summary: 'A shared video, for anyone with its link (no sign-in)',
  request: { params: slugParams },
  responses: { 200: jsonResponse(watchVideoResponseSchema, 'The shared video'), 404: errorResponse('NOT_FOUND: no such link, or the video was deleted') },
});

const mediaRoute = (part: 'file' | 'poster') =>
  createRoute({
    method: 'get',
    path: `/{slug}/${part}`,
    summary: part === 'file' ? 'A shared video’s MP4 (byte ranges; ?download=1 to save it), no sign-in' : 'A shared video’s poster (JPEG), no sign-in',
    request: { params: slugParams, query: z.object({ download: z.enum(['0', '1']).optional() }) },
    responses: { 200: { description: 'The file' }, 206: { description: 'Part of the file' }, 404: errorResponse('NOT_FOUND: no such link, or the video was deleted') },
  });

const postEvent = createRoute({
  method: 'post',
  path: '/{slug}/events',
  summary: 'What the watch page saw: opened, played, 25/50/75/100 % watched (no sign-in; a viewer’s repeats count once)',
  request: { params: slugParams, body: { required: true, content: { 'application/json': { schema: watchEventRequestSchema } } } },
  responses: {
    204: { description: 'Recorded (a preview video’s events are accepted and counted nowhere)' },
    400: errorResponse('VALIDATION_ERROR (an unknown kind, a malformed viewer_key, another field) or INVALID_JSON'),
    404: errorResponse('NOT_FOUND: no such link, or the video was deleted'),
    429: errorResponse('RATE_LIMITED'),
  },
});

/** GET /api/watch/:slug and its /file and /poster: the public side of a video's share link; POST …/events: its views. */
export function watchRoutes(deps: { db: Db; mediaDir: string }) {
  const serve = (part: MediaPart) => async (c: Context<AppEnv>) => {
    const media = await watchVideoMedia({ db: deps.db, mediaDir: deps.mediaDir, slug: c.req.param('slug') ?? '', part });
    return fileResponse({ ...media, range: c.req.header('range'), download: c.req.query('download') === '1' });
  };
  return createRouter()
    .openapi(getOne, async (c) => c.json(await getWatchVideo({ db: deps.db, slug: c.req.valid('param').slug }), 200))
    .openapi(mediaRoute('file'), serve('video'))
    .openapi(mediaRoute('poster'), serve('poster'))
    .openapi(postEvent, async (c) => {
      const { kind, viewer_key: viewerKey } = c.req.valid('json');
      await recordWatchEvent({ db: deps.db, slug: c.req.valid('param').slug, kind, viewerKey, viewerUserId: c.get('user')?.id });
      return c.body(null, 204);
    });
}

import { join, relative } from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '@reelsmith/db';
import { ensurePlayPoster } from '../../delivery/play-poster';
import { AppError } from '../../errors';
import { errorResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { fileResponse } from '../../use-cases/videos/serve-media';
import { watchVideoMedia } from '../../use-cases/videos/watch-video';

const thumbnail = createRoute({
  method: 'get',
  path: '/{slug}/thumbnail.jpg',
  summary: 'A shared video’s poster with a play button (JPEG, at most 600 px), for e-mails; no sign-in',
  // Any text: a malformed slug is an unknown one (404).
  request: { params: z.object({ slug: z.string() }) },
  responses: { 200: { description: 'The picture' }, 404: errorResponse('NOT_FOUND: no such link, the video was deleted, or it has no poster') },
});

/**
 * GET /api/watch/:slug/thumbnail.jpg: what campaign e-mails show and link to the watch page. Made
 * from the poster the first time it is asked for (or when the e-mail is sent), then served as stored.
 */
export function watchThumbnailRoutes(deps: { db: Db; mediaDir: string }) {
  return createRouter().openapi(thumbnail, async (c) => {
    const poster = await watchVideoMedia({ db: deps.db, mediaDir: deps.mediaDir, slug: c.req.valid('param').slug, part: 'poster' });
    const made = await ensurePlayPoster({ mediaDir: deps.mediaDir, posterKey: relative(deps.mediaDir, poster.path) }).catch((error: unknown) => {
      throw new AppError('NOT_FOUND', { cause: error, internalMessage: `the poster ${poster.path} could not be drawn on` });
    });
    return fileResponse({ path: join(deps.mediaDir, made.key), type: 'image/jpeg', fileName: poster.fileName.replace(/\.jpg$/, '-play.jpg'), range: c.req.header('range'), download: false });
  });
}

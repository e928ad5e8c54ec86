import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { Hono } from 'hono';
import { AppError } from '../../errors';
import type { AppEnv } from '../../lib/app-env';
import { UPLOADED_POST_FILE, blogFolders } from '../../use-cases/blog/read-blog-posts';

/**
 * GET /uploads/blog/<name>.<language>.md: a post file of the uploads folder as markdown text (spec
 * §7). Only names of that shape are answered, so no path can leave the folder and no folder is
 * ever listed; everything else under /uploads/blog is NOT_FOUND.
 */
export function blogUploadRoutes(deps: { contentDir: string }) {
  const folder = blogFolders(deps.contentDir).uploads;
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '/:name', async (c) => {
    const name = c.req.param('name');
    if (!UPLOADED_POST_FILE.test(name)) throw new AppError('NOT_FOUND');
    const path = join(folder, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw new AppError('NOT_FOUND');
    const headers = { 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Length': String(info.size), 'Cache-Control': 'no-cache' };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200, headers);
  });
  app.all('*', () => {
    throw new AppError('NOT_FOUND');
  });
  return app;
}

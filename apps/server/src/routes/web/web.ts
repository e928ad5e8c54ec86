import { readFile } from 'node:fs/promises';
import { matchPageRoute, splitLanguagePrefix } from '@reelsmith/contracts';
import type { Db } from '@reelsmith/db';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { findWatchVideo } from '../../use-cases/videos/watch-video';
import { fileContent, findStaticFile, isFileLike, type StaticFile } from './static-files';
import { robotsTxt, sitemapXml } from './seo-files';
import { withWatchPageHead } from './watch-page-head';

// Vite fingerprints everything under /assets: it can be cached for good. Pages must be revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * A shared video's watch page (/v/:slug in each language): the shell with the video's Open Graph
 * head, so link previews show it; undefined when no video has that slug.
 */
async function watchPage(c: Context<AppEnv>, shell: StaticFile, deps: { db: Db; publicUrl: string }): Promise<Response | undefined> {
  const { language, path } = splitLanguagePrefix(c.req.path);
  const video = await findWatchVideo({ db: deps.db, slug: path.split('/')[2] ?? '' });
  if (!video) return undefined;
  const html = withWatchPageHead(await readFile(shell.path, 'utf8'), video, { publicUrl: deps.publicUrl, language });
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)), 'Cache-Control': REVALIDATE };
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(html, 200, headers);
}

/**
 * Serves sitemap.xml, robots.txt and the web build: its files, the prerendered page of a route when there is one, else the SPA
 * shell (a watch page's with the video's head). A path that is no page of the product, or a watch
 * page of no video, gets the shell with status 404 (the app shows its not-found page); the first
 * is logged.
 */
export function webRoutes(deps: { webDistDir: string; db: Db; publicUrl: string }) {
  const app = new Hono<AppEnv>();
  // Made from the routes and the public address, so they name the addresses people really use.
  const sitemap = sitemapXml(deps.publicUrl);
  const robots = robotsTxt(deps.publicUrl);
  app.get('/sitemap.xml', (c) => c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  app.get('/robots.txt', (c) => c.text(robots, 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const file = await findStaticFile(deps.webDistDir, path);
    if (file && !file.isFolderIndex) {
      const { body, headers } = fileContent(file, { method: c.req.method, cacheControl: path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE });
      return body ? c.body(body, 200, headers) : c.body(null, 200, headers);
    }
    // A missing file (an old tab asking for a chunk a deploy replaced) is a plain 404, not a page.
    if (path.startsWith('/assets/') || isFileLike(path)) return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    const route = matchPageRoute(path);
    const isPage = route !== undefined;
    if (!isPage) c.get('logger').warn({ path }, 'page not found');
    const page = (isPage && file) || (await findStaticFile(deps.webDistDir, '/index.html'));
    if (!page) {
      return c.text('The web app is not built. Run `npm run build` (npm start builds it when missing).', 503);
    }
    const shared = route === 'watch' ? await watchPage(c, page, deps) : undefined;
    if (shared) return shared;
    const { body, headers } = fileContent(page, { method: c.req.method, cacheControl: REVALIDATE });
    const status = isPage && route !== 'watch' ? 200 : 404;
    return body ? c.body(body, status, headers) : c.body(null, status, headers);
  });
  return app;
}

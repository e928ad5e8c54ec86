import { readFile } from 'node:fs/promises';
import { PRERENDER_ORIGIN, matchPageRoute, splitLanguagePrefix } from '@reelsmith/contracts';
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
  return htmlResponse(c, withWatchPageHead(await readFile(shell.path, 'utf8'), video, { publicUrl: deps.publicUrl, language }), 200);
}

/** The SPA shell for pages that are not prerendered; an older build (or `vite build` alone) has only index.html. */
const APP_SHELLS = ['/app-shell.html', '/index.html'];

/** Answers HTML text (HEAD: its headers only). */
function htmlResponse(c: Context<AppEnv>, html: string, status: 200 | 404) {
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(html)), 'Cache-Control': REVALIDATE };
  return c.req.method === 'HEAD' ? c.body(null, status, headers) : c.body(html, status, headers);
}

/**
 * Serves sitemap.xml, robots.txt and the web build: its files, the page of a route prerendered at
 * build time when there is one (with this server's public address put in its links), else the SPA
 * shell (a watch page's with the video's head). A path that is no page of the product, or a watch
 * page of no video, gets the shell with status 404 (the app shows its not-found page); the first
 * is logged.
 */
export function webRoutes(deps: { webDistDir: string; db: Db; publicUrl: string }) {
  const app = new Hono<AppEnv>();
  // Made from the routes and the public address, so they name the addresses people really use.
  const sitemap = sitemapXml(deps.publicUrl);
  const robots = robotsTxt(deps.publicUrl);
  // A build is not changed under a running server (a deploy restarts it): each page is read once.
  const prerendered = new Map<string, Promise<string>>();
  const prerenderedPage = (file: StaticFile) => {
    let html = prerendered.get(file.path);
    if (!html) {
      html = readFile(file.path, 'utf8').then((text) => text.replaceAll(PRERENDER_ORIGIN, deps.publicUrl));
      prerendered.set(file.path, html);
    }
    return html;
  };
  const findShell = async () => {
    for (const shell of APP_SHELLS) {
      const file = await findStaticFile(deps.webDistDir, shell);
      if (file) return file;
    }
    return undefined;
  };
  app.get('/sitemap.xml', (c) => c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  app.get('/robots.txt', (c) => c.text(robots, 200, { 'Cache-Control': 'public, max-age=3600' }));
  // A form sent before the page's script took over (a prerendered page) posts to the page itself:
  // its fields are dropped, never put in an address, and the visitor is sent back to the page.
  app.post('*', (c) => {
    if (!matchPageRoute(c.req.path)) return c.text('Not found', 404);
    c.get('logger').info({ path: c.req.path }, 'form sent before the page was ready; sent back to it');
    return c.redirect(c.req.path, 303);
  });
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const file = await findStaticFile(deps.webDistDir, path);
    // An HTML file named directly (/index.html) is a prerendered page too: its links need our address.
    if (file && !file.isFolderIndex && file.contentType.startsWith('text/html')) return htmlResponse(c, await prerenderedPage(file), 200);
    if (file && !file.isFolderIndex) {
      const { body, headers } = fileContent(file, { method: c.req.method, cacheControl: path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE });
      return body ? c.body(body, 200, headers) : c.body(null, 200, headers);
    }
    // A missing file (an old tab asking for a chunk a deploy replaced) is a plain 404, not a page.
    if (path.startsWith('/assets/') || isFileLike(path)) return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    const route = matchPageRoute(path);
    const isPage = route !== undefined;
    if (!isPage) c.get('logger').warn({ path }, 'page not found');
    if (isPage && file) return htmlResponse(c, await prerenderedPage(file), 200);
    const shell = await findShell();
    if (!shell) {
      return c.text('The web app is not built. Run `npm run build` (npm start builds it when missing).', 503);
    }
    const shared = route === 'watch' ? await watchPage(c, shell, deps) : undefined;
    if (shared) return shared;
    const { body, headers } = fileContent(shell, { method: c.req.method, cacheControl: REVALIDATE });
    const status = isPage && route !== 'watch' ? 200 : 404;
    return body ? c.body(body, status, headers) : c.body(null, status, headers);
  });
  return app;
}

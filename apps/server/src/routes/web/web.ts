import { matchPageRoute } from '@reelsmith/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { fileContent, findStaticFile, isFileLike } from './static-files';

// Vite fingerprints everything under /assets: it can be cached for good. Pages must be revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the web build: its files, the prerendered page of a route when there is one, else the SPA
 * shell. A path that is no page of the product gets the shell with status 404 (the app shows its
 * not-found page) and is logged.
 */
export function webRoutes(deps: { webDistDir: string }) {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    const file = await findStaticFile(deps.webDistDir, path);
    if (file && !file.isFolderIndex) {
      const { body, headers } = fileContent(file, { method: c.req.method, cacheControl: path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE });
      return body ? c.body(body, 200, headers) : c.body(null, 200, headers);
    }
    // A missing file (an old tab asking for a chunk a deploy replaced) is a plain 404, not a page.
    if (path.startsWith('/assets/') || isFileLike(path)) return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    const isPage = matchPageRoute(path) !== undefined;
    if (!isPage) c.get('logger').warn({ path }, 'page not found');
    const page = (isPage && file) || (await findStaticFile(deps.webDistDir, '/index.html'));
    if (!page) {
      return c.text('The web app is not built. Run `npm run build` (npm start builds it when missing).', 503);
    }
    const { body, headers } = fileContent(page, { method: c.req.method, cacheControl: REVALIDATE });
    const status = isPage ? 200 : 404;
    return body ? c.body(body, status, headers) : c.body(null, status, headers);
  });
  return app;
}

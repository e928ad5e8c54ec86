// Builds the web app for production: the browser bundle, a server-side bundle of the same app, and
// every public page in every language drawn to static HTML with it, so crawlers and slow phones get
// the page before any script runs (the browser then hydrates it).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, PAGE_ROUTES, PRERENDER_ORIGIN, PRERENDERED_PAGES, localizePath } from '@reelsmith/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { build } from 'vite';
import { readBlogPosts } from '../../server/src/use-cases/blog/read-blog-posts';
import { headMarkup, jsonForScript } from '../src/app/layouts/head-markup';
import type * as EntryModule from '../src/entry-server';
import type { PrerenderedPage } from '../src/entry-server';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The blog's markdown files (the server's CONTENT_DIR by default). */
const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/** The data public pages are drawn with: the blog shows its posts, read from the same files the server serves. */
async function siteQueryData(entry: EntryServer, page: (typeof PRERENDERED_PAGES)[number], language: (typeof LANGUAGES)[number]): Promise<QueryData> {
  if (page !== 'blog') return [];
  return [[entry.blogPostsQueryKey(language), await readBlogPosts(CONTENT_DIR, language)]];
}

/** The SPA shell the server answers for pages that are not prerendered (the signed-in app). */
export const APP_SHELL_FILE = 'app-shell.html';

/** Where the page's seeded query data travels to the browser (a data block: no CSP applies). */
export const PRERENDER_DATA_ID = 'prerender-data';

type QueryData = [QueryKey, unknown][];
// Read from the server-side bundle, never imported here: React must come from one place, in production mode.
type EntryServer = typeof EntryModule;

/** The shell with a prerendered page's head, language and markup in place. */
export function pageDocument(shell: string, page: PrerenderedPage, queryData: QueryData): string {
  const head = headMarkup(page.head);
  const data = queryData.length > 0 ? `<script type="application/json" id="${PRERENDER_DATA_ID}">${jsonForScript(queryData)}</script>\n    ` : '';
  const replaced = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${head.description}" />`)
    .replace('</head>', `  ${head.tags}\n  </head>`)
    .replace('<div id="root"></div>', `${data}<div id="root">${page.markup}</div>`);
  for (const part of [`<title>${head.title}</title>`, 'rel="canonical"', `<div id="root">${page.markup}`]) {
    if (!replaced.includes(part)) throw new Error(`The page shell (index.html) has changed: could not place ${part.slice(0, 40)}`);
  }
  return replaced;
}

/**
 * Builds into outDir (browser files, prerendered pages, app-shell.html). The server-side bundle is
 * made in a folder under node_modules, where it finds the packages it leaves external, and removed.
 * `queryDataFor` gives a page the data it is drawn with (e.g. blog posts).
 */
export async function buildSite(options: {
  outDir: string;
  queryDataFor?: (page: (typeof PRERENDERED_PAGES)[number], language: (typeof LANGUAGES)[number]) => Promise<QueryData> | QueryData;
  logLevel?: 'info' | 'warn' | 'silent';
}): Promise<{ pages: string[] }> {
  const cacheDir = join(WEB_ROOT, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const ssrOutDir = mkdtempSync(join(cacheDir, 'ssr-'));
  try {
    return await prerenderSite({ ...options, ssrOutDir });
  } finally {
    rmSync(ssrOutDir, { recursive: true, force: true });
  }
}

async function prerenderSite(options: Parameters<typeof buildSite>[0] & { ssrOutDir: string }): Promise<{ pages: string[] }> {
  const common = { root: WEB_ROOT, configFile: join(WEB_ROOT, 'vite.config.ts'), mode: 'production', logLevel: options.logLevel ?? 'info' } as const;
  await build({ ...common, build: { outDir: options.outDir, emptyOutDir: true } });
  await build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: options.ssrOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false } });
  const entry = (await import(pathToFileURL(join(options.ssrOutDir, 'entry-server.js')).href)) as EntryServer;
  const shell = readFileSync(join(options.outDir, 'index.html'), 'utf8');
  writeFileSync(join(options.outDir, APP_SHELL_FILE), shell);
  const pages: string[] = [];
  for (const language of LANGUAGES) {
    for (const name of PRERENDERED_PAGES) {
      const pathname = localizePath(PAGE_ROUTES[name], language);
      const queryData = await (options.queryDataFor ?? ((...args) => siteQueryData(entry, ...args)))(name, language);
      const page = await entry.prerenderPage({ pathname, origin: PRERENDER_ORIGIN, queryData });
      if (page.page !== name) throw new Error(`${pathname} drew the ${page.page} page, not ${name}`);
      if (page.missingKeys.length > 0) throw new Error(`${pathname} shows untranslated keys (is the catalog group in PAGE_CATALOG_GROUPS?): ${[...new Set(page.missingKeys)].join(', ')}`);
      const dir = join(options.outDir, pathname);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), pageDocument(shell, page, queryData));
      pages.push(pathname);
    }
  }
  return { pages };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { pages } = await buildSite({ outDir: join(WEB_ROOT, 'dist') });
  console.log(`Prerendered ${pages.length} pages (${LANGUAGES.length} languages) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// npm run bench:web — builds the web app as `npm run build` does (in a temporary folder) and prints,
// for each public page, what a first visit downloads before the page is interactive: the JavaScript
// (entry, the page's own chunk, every chunk they import statically, and the page's catalogs), the
// CSS and the prerendered HTML, raw and gzip-compressed as the server sends them. The home page's
// JavaScript has a budget of 170 KB gzip (issue 7); the last line is one JSON object.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, LANGUAGE_PREFIXES, PAGE_ROUTES, PRERENDERED_PAGES, localizePath, type Language, type PageRouteName } from '@reelsmith/contracts';
import { PAGE_CATALOG_GROUPS } from '../src/locales/catalog-groups';
import { buildSite } from '../scripts/build-site';

const HOME_JS_BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The route module of each page, as src/app/router.tsx imports it (pages not built yet share the outline). */
function routeModules(): Partial<Record<PageRouteName, string>> {
  const router = readFileSync(join(import.meta.dirname, '..', 'src', 'app', 'router.tsx'), 'utf8');
  const modules: Partial<Record<PageRouteName, string>> = {};
  for (const [, page, target] of router.matchAll(/^\s+(\w+): (?:\(\) => import\('\.\/([^']+)'\)|outline),?$/gm)) {
    modules[page as PageRouteName] = `src/app/${target ?? 'routes/page-outline'}.tsx`;
  }
  return modules;
}

/** Every file a chunk needs at once: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const outDir = mkdtempSync(join(tmpdir(), 'reelsmith-bench-web-'));
try {
  process.env.NODE_ENV = 'production';
  await buildSite({ outDir, logLevel: 'silent' });
  // Virtual modules (the catalog parts) may be keyed with Rollup's \0 marker or relative to where the build ran.
  const raw = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const unmark = (key: string) => key.replace(/^\0/, '').replace(/^(\.\.\/)+(?=virtual:)/, '');
  const manifest: Manifest = Object.fromEntries(Object.entries(raw).map(([key, chunk]) => [unmark(key), { ...chunk, imports: chunk.imports?.map(unmark) }]));
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const content = readFileSync(join(outDir, file));
      known = { raw: content.length, gzip: gzipSync(content, { level: 6 }).length };
      sizes.set(file, known);
    }
    return known;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest names no entry');
  // The page's catalogs: the common keys, its own groups, and the messages shared with the server.
  const catalogKeys = (language: Language, page: PageRouteName) => {
    const shared = Object.keys(manifest).find((key) => key.endsWith(`contracts/src/messages/${language.toLowerCase()}.ts`));
    if (!shared) throw new Error(`No chunk of the shared ${language} messages`);
    return [`virtual:catalog/${language}/translation`, ...PAGE_CATALOG_GROUPS[page].map((group) => `virtual:catalog/${language}/${group}`), shared];
  };
  const modules = routeModules();
  const rows: { path: string; jsRaw: number; jsGzip: number; cssGzip: number; htmlGzip: number }[] = [];
  for (const language of LANGUAGES) {
    for (const page of PRERENDERED_PAGES) {
      const route = modules[page];
      if (!route || !manifest[route]) throw new Error(`No chunk for the ${page} page (${route ?? 'not in router.tsx'})`);
      const path = localizePath(PAGE_ROUTES[page], language);
      const chunks = new Set([entry, route, ...catalogKeys(language, page)].flatMap((key) => [...closure(manifest, key)]));
      const missing = [...chunks].filter((key) => !manifest[key]);
      if (missing.length > 0) throw new Error(`The build manifest lacks ${missing.join(", ")} (${path})`);
      const js = [...chunks].map((key) => size(manifest[key]!.file));
      const css = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))].map(size);

      const html = size(join(path, 'index.html'));
      const sum = (list: { raw: number; gzip: number }[], field: 'raw' | 'gzip') => list.reduce((total, item) => total + item[field], 0);
      rows.push({ path, jsRaw: sum(js, 'raw'), jsGzip: sum(js, 'gzip'), cssGzip: sum(css, 'gzip'), htmlGzip: html.gzip });
    }
  }
  console.log('page                          JS raw KB   JS gzip KB   CSS gzip KB   HTML gzip KB');
  for (const row of rows) {
    console.log(`${row.path.padEnd(30)}${String(kb(row.jsRaw)).padStart(9)}${String(kb(row.jsGzip)).padStart(13)}${String(kb(row.cssGzip)).padStart(14)}${String(kb(row.htmlGzip)).padStart(15)}`);
  }
  const homes = rows.filter((row) => LANGUAGES.some((language) => row.path === (LANGUAGE_PREFIXES[language] || '/')));
  const homeJs = Math.max(...homes.map((row) => row.jsGzip));
  const largest = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  console.log(`\nHome JavaScript on first load: ${kb(homeJs)} KB gzip of a ${HOME_JS_BUDGET_KB} KB budget (${Math.round((kb(homeJs) / HOME_JS_BUDGET_KB) * 100)} %); largest public page: ${largest.path} ${kb(largest.jsGzip)} KB`);
  console.log(
    JSON.stringify({
      pages: rows.length,
      home_js_gzip_kb: kb(homeJs),
      budget_kb: HOME_JS_BUDGET_KB,
      budget_fraction: Math.round((kb(homeJs) / HOME_JS_BUDGET_KB) * 1000) / 1000,
      largest_page: largest.path,
      largest_js_gzip_kb: kb(largest.jsGzip),
      home_html_gzip_kb: kb(Math.max(...homes.map((row) => row.htmlGzip))),
    }),
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

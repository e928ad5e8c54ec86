import { INDEXED_PAGES, LANGUAGES, PAGE_ROUTES, PUBLIC_PAGES, localizePath, type Language, type PageRouteName } from '@reelsmith/contracts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every language's address of a page, and x-default (the unprefixed English one). */
function alternates(publicUrl: string, page: PageRouteName): { hreflang: Language | 'x-default'; href: string }[] {
  const path = PAGE_ROUTES[page];
  return [...LANGUAGES.map((language) => ({ hreflang: language, href: `${publicUrl}${localizePath(path, language)}` })), { hreflang: 'x-default' as const, href: `${publicUrl}${path}` }];
}

/**
 * sitemap.xml: every page search engines may list, in each language, each entry naming its
 * translations (xhtml:link alternates), at the platform's public address.
 */
export function sitemapXml(publicUrl: string): string {
  const entries = INDEXED_PAGES.flatMap((page) => {
    const links = alternates(publicUrl, page)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join('\n');
    return LANGUAGES.map((language) => `  <url>\n    <loc>${escapeXml(`${publicUrl}${localizePath(PAGE_ROUTES[page], language)}`)}</loc>\n${links}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: crawlers may read the site but not the API or the signed-in pages (which answer only
 * a sign-in form to them); shared videos stay readable so link previews work (noindex keeps them
 * out of results). Points at the sitemap.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = (Object.keys(PAGE_ROUTES) as PageRouteName[])
    .filter((page) => !PUBLIC_PAGES.includes(page))
    // '/videos/:id' and the like: their fixed start covers every id.
    .map((page) => PAGE_ROUTES[page].split('/:')[0] ?? '')
    .filter((path, index, all) => path !== '' && all.indexOf(path) === index);
  const disallowed = ['/api/', ...LANGUAGES.flatMap((language) => privatePaths.map((path) => localizePath(path, language)))];
  return ['User-agent: *', 'Allow: /', ...[...new Set(disallowed)].map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

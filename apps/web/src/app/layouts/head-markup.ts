import type { PageHead } from './page-head';

/** The attribute that marks the tags a page's head adds; the browser replaces exactly those on navigation. */
export const PAGE_HEAD_MARK = 'data-page-head';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside <script>: "</script>" or "<!--" in a value must not end or bend the block. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page's head as HTML, for a page drawn at build time: the same tags the browser's
 * useDocumentHead writes (title and description are replaced in the shell, robots added once).
 */
export function headMarkup(head: PageHead): { title: string; description: string; tags: string } {
  const mark = PAGE_HEAD_MARK;
  const tags = [
    `<meta name="robots" content="${head.robots}" />`,
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${mark} />`] : []),
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" ${mark} />`),
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${mark} />`),
    ...head.structuredData.map((data) => `<script type="application/ld+json" ${mark}>${jsonForScript(data)}</script>`),
  ];
  return { title: escapeHtml(head.title), description: escapeHtml(head.description), tags: tags.join('\n    ') };
}

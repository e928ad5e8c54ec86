import { INDEXED_PAGES, LANGUAGES, localizePath, switchLanguagePath, type Language, type PageRouteName } from '@reelsmith/contracts';
import { ecommerceFaqItems } from '../../features/landings/utils/ecommerce-faq';
import { faqPageData } from '../../features/landings/utils/faq-page-data';
import type { PageHandle } from '../page-handle';

/** Open Graph's name for each language. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', 'pt-BR': 'pt_BR' };

/** Reads a message of the page's catalog, with {{values}} filled in. */
type TextReader = (key: string, values?: Record<string, string>) => string;

/** Builds a page's own schema.org data from its catalog text; pure, like the rest of the head. */
export type PageStructuredData = (context: { language: Language; canonical: string; text: TextReader }) => Record<string, unknown>[];

/** schema.org data a page adds to the site-wide Organization and WebSite, by page. */
const PAGE_STRUCTURED_DATA: Partial<Record<PageRouteName, PageStructuredData>> = {
  ecommerce: ({ language, canonical, text }) => [faqPageData({ items: ecommerceFaqItems(text), language, url: canonical })],
};

/** What a page's <head> says about it, in its language. */
export interface PageHead {
  title: string;
  description: string;
  robots: 'index, follow' | 'noindex, nofollow';
  /** Absolute address of this page in this language; none for a page that is not found. */
  canonical: string | null;
  /** The page in each language, and x-default (English, unprefixed). */
  alternates: { hreflang: Language | 'x-default'; href: string }[];
  /** Open Graph (property) and Twitter (name) tags. */
  meta: { attribute: 'name' | 'property'; key: string; content: string }[];
  /** schema.org data: who we are and the site, with its search, then the page's own (PAGE_STRUCTURED_DATA). */
  structuredData: Record<string, unknown>[];
}

/**
 * The head of a page (spec: per-language title and description, canonical with the language
 * prefix, alternates, Open Graph and Twitter tags, robots, Organization and WebSite data, and the
 * page's own structured data such as a FAQ). Pure, so the browser and a prerender can use it
 * alike. `text` reads the page's catalog.
 */
export function pageHead(options: {
  page: PageHandle['page'];
  language: Language;
  pathname: string;
  origin: string;
  text: TextReader;
}): PageHead {
  const { page, language, pathname, origin, text } = options;
  const found = page !== 'notFound';
  const pageTitle = found ? text(`pages.${page}.title`) : text('notFound.title');
  const title = page === 'home' ? text('meta.defaultTitle') : text('meta.titleTemplate', { page: pageTitle });
  const description = page === 'home' || !found ? text('meta.defaultDescription') : text(`pages.${page}.description`);
  const canonical = found ? `${origin}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}` : null;
  const alternates = found
    ? [...LANGUAGES.map((other) => ({ hreflang: other, href: `${origin}${switchLanguagePath(pathname, other)}` })), { hreflang: 'x-default' as const, href: `${origin}${switchLanguagePath(pathname, 'en')}` }]
    : [];
  const siteName = text('meta.siteName');
  const meta: PageHead['meta'] = [
    { attribute: 'property', key: 'og:site_name', content: siteName },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    ...(canonical ? [{ attribute: 'property' as const, key: 'og:url', content: canonical }] : []),
    { attribute: 'property', key: 'og:locale', content: OG_LOCALES[language] },
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({ attribute: 'property' as const, key: 'og:locale:alternate', content: OG_LOCALES[other] })),
    { attribute: 'name', key: 'twitter:card', content: 'summary' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: description },
  ];
  const home = `${origin}${localizePath('/', language)}`;
  const structuredData = [
    { '@context': 'https://schema.org', '@type': 'Organization', name: siteName, url: `${origin}/`, logo: `${origin}/favicon.svg` },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: home,
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localizePath('/blog', language)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    ...(found && canonical ? (PAGE_STRUCTURED_DATA[page]?.({ language, canonical, text }) ?? []) : []),
  ];
  return { title, description, robots: found && INDEXED_PAGES.includes(page) ? 'index, follow' : 'noindex, nofollow', canonical, alternates, meta, structuredData };
}

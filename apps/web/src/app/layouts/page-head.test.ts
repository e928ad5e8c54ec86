import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import { pageHead } from './page-head';

/** The catalog's text at a dotted key, with {{values}} filled in (i18next's format). */
function reader(catalog: Record<string, unknown>) {
  return (key: string, values: Record<string, string> = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    if (typeof found !== 'string') throw new Error(`no text at ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

const ORIGIN = 'https://reelsmith.example';

describe('the head of a page', () => {
  it('names the page in its language, with its canonical address and its three translations', () => {
    const head = pageHead({ page: 'blog', language: 'es', pathname: '/es/blog', origin: ORIGIN, text: reader(es) });
    expect(head.title).toBe(`${es.pages.blog.title} · Reelsmith`);
    expect(head.description).toBe(es.pages.blog.description);
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe(`${ORIGIN}/es/blog`);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: `${ORIGIN}/blog` },
      { hreflang: 'es', href: `${ORIGIN}/es/blog` },
      { hreflang: 'pt-BR', href: `${ORIGIN}/ptbr/blog` },
      { hreflang: 'x-default', href: `${ORIGIN}/blog` },
    ]);
    const tag = (key: string) => head.meta.filter((meta) => meta.key === key).map((meta) => meta.content);
    expect(tag('og:title')).toEqual([head.title]);
    expect(tag('og:url')).toEqual([`${ORIGIN}/es/blog`]);
    expect(tag('og:locale')).toEqual(['es_ES']);
    expect(tag('og:locale:alternate')).toEqual(['en_US', 'pt_BR']);
    expect(tag('twitter:description')).toEqual([es.pages.blog.description]);
  });

  it('gives the home its site title, and the unprefixed home as x-default', () => {
    const head = pageHead({ page: 'home', language: 'pt-BR', pathname: '/ptbr', origin: ORIGIN, text: reader(en) });
    expect(head.title).toBe(en.meta.defaultTitle);
    expect(head.canonical).toBe(`${ORIGIN}/ptbr`);
    expect(head.alternates.map((link) => link.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/es`, `${ORIGIN}/ptbr`, `${ORIGIN}/`]);
  });

  it('keeps the sign-in forms, private pages and not-found out of search results', () => {
    for (const page of ['login', 'signup', 'forgotPassword', 'resetPassword', 'dashboard', 'settings', 'watch', 'unsubscribe'] as const) {
      expect(pageHead({ page, language: 'en', pathname: `/${page}`, origin: ORIGIN, text: reader(en) }).robots, page).toBe('noindex, nofollow');
    }
    const missing = pageHead({ page: 'notFound', language: 'en', pathname: '/nowhere', origin: ORIGIN, text: reader(en) });
    expect(missing).toMatchObject({ robots: 'noindex, nofollow', canonical: null, alternates: [] });
  });

  it('says who we are and how to search the site, in schema.org terms', () => {
    const [organization, website] = pageHead({ page: 'terms', language: 'es', pathname: '/es/terms', origin: ORIGIN, text: reader(es) }).structuredData;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Reelsmith', url: `${ORIGIN}/` });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/es`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${ORIGIN}/es/blog?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    });
  });
});

describe('the structured data a page adds', () => {
  it('gives the e-commerce landing its nine questions as FAQPage data, in the page language', () => {
    const head = pageHead({ page: 'ecommerce', language: 'es', pathname: '/es/ecommerce', origin: ORIGIN, text: reader(es) });
    expect(head.structuredData.map((data) => data['@type'])).toEqual(['Organization', 'WebSite', 'FAQPage']);
    const faq = head.structuredData[2] as { url: string; inLanguage: string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq).toMatchObject({ url: `${ORIGIN}/es/ecommerce`, inLanguage: 'es' });
    expect(faq.mainEntity).toHaveLength(9);
    expect(faq.mainEntity[2]).toEqual({ '@type': 'Question', name: es.ecommerce.faq.items.time.question, acceptedAnswer: { '@type': 'Answer', text: es.ecommerce.faq.items.time.answer } });
  });

  it('adds nothing to pages without their own data, nor to a page that is not found', () => {
    expect(pageHead({ page: 'debtCollection', language: 'en', pathname: '/debt_collection', origin: ORIGIN, text: reader(en) }).structuredData).toHaveLength(2);
    expect(pageHead({ page: 'notFound', language: 'en', pathname: '/ecommerce/x', origin: ORIGIN, text: reader(en) }).structuredData).toHaveLength(2);
  });
});

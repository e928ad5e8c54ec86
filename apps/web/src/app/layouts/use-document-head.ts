import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { useCurrentPage } from '../page-handle';
import { PAGE_HEAD_MARK } from './head-markup';
import { pageHead, type PageHead } from './page-head';

/** Marks what this hook put in <head>, so the next page replaces exactly that. */
const MARK = PAGE_HEAD_MARK;

/** Pages whose head the server writes (a shared video: its own title and Open Graph tags); only robots is kept in step. */
const OWN_HEAD = new Set(['watch']);

function setRobots(content: PageHead['robots']): void {
  let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.append(robots);
  }
  robots.content = content;
}

/** Replaces the page-specific tags of <head> with these. */
function applyHead(head: PageHead): void {
  document.title = head.title;
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', head.description);
  setRobots(head.robots);
  for (const stale of document.head.querySelectorAll(`[${MARK}]`)) stale.remove();
  const add = (element: HTMLElement) => {
    element.setAttribute(MARK, '');
    document.head.append(element);
  };
  if (head.canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = head.canonical;
    add(link);
  }
  for (const { hreflang, href } of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    add(link);
  }
  for (const { attribute, key, content } of head.meta) {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    meta.content = content;
    add(meta);
  }
  for (const data of head.structuredData) {
    // A data block, not a script: the Content-Security-Policy does not apply to it.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    add(script);
  }
}

/** Keeps <html lang> and the page's head (title, description, canonical, alternates, social tags, robots) in step with the page. */
export function useDocumentHead(): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useCurrentPage();
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.lang = language;
    const head = pageHead({ page, language, pathname, origin: window.location.origin, text: (key, values) => t(key, values ?? {}) });
    if (OWN_HEAD.has(page)) setRobots(head.robots);
    else applyHead(head);
  }, [language, page, pathname, t]);
}

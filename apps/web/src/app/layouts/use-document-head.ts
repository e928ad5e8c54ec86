import { PUBLIC_PAGES } from '@reelsmith/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { useCurrentPage, type PageHandle } from '../page-handle';

/**
 * Pages search engines must not list: the sign-in forms (spec §2: noindex), not-found and shared
 * videos (unlisted: only those given the link should find them); private pages are never listed either.
 */
const NOT_INDEXED: ReadonlySet<PageHandle['page']> = new Set(['login', 'signup', 'forgotPassword', 'resetPassword', 'notFound', 'watch']);

/** Pages that name their tab themselves once their content has loaded (a shared video: its title). */
const OWN_TITLE: ReadonlySet<PageHandle['page']> = new Set(['watch']);

/** <meta name="robots"> for the page. */
function setRobots(page: PageHandle['page']): void {
  const isIndexed = page !== 'notFound' && !NOT_INDEXED.has(page) && PUBLIC_PAGES.includes(page);
  let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!robots) {
    robots = document.createElement('meta');
    robots.name = 'robots';
    document.head.append(robots);
  }
  robots.content = isIndexed ? 'index, follow' : 'noindex, nofollow';
}

/** Keeps <html lang> and the document title in step with the page and its language. */
export function useDocumentHead(): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useCurrentPage();
  useEffect(() => {
    document.documentElement.lang = language;
    if (OWN_TITLE.has(page)) return;
    if (page === 'home') document.title = t('meta.defaultTitle');
    else document.title = t('meta.titleTemplate', { page: page === 'notFound' ? t('notFound.title') : t(`pages.${page}.title`) });
  }, [language, page, t]);
  useEffect(() => setRobots(page), [page]);
}

import { INDEXED_PAGES } from '@reelsmith/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { useCurrentPage, type PageHandle } from '../page-handle';

/** Pages that name their tab themselves once their content has loaded (a shared video: its title). */
const OWN_TITLE: ReadonlySet<PageHandle['page']> = new Set(['watch']);

/** <meta name="robots"> for the page: index only the pages the sitemap names (INDEXED_PAGES). */
function setRobots(page: PageHandle['page']): void {
  const isIndexed = page !== 'notFound' && INDEXED_PAGES.includes(page);
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

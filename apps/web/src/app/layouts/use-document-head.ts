import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { useCurrentPage } from '../page-handle';

/** Keeps <html lang> and the document title in step with the page and its language. */
export function useDocumentHead(): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const page = useCurrentPage();
  useEffect(() => {
    document.documentElement.lang = language;
    if (page === 'home') document.title = t('meta.defaultTitle');
    else document.title = t('meta.titleTemplate', { page: page === 'notFound' ? t('notFound.title') : t(`pages.${page}.title`) });
  }, [language, page, t]);
}

import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TranslationGuard } from '../../components/ui/translation-guard/translation-guard';
import { CookieBanner } from '../../features/consent/components/cookie-banner';
import { markPageTakenOver } from '../../lib/use-hydrated';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDocumentHead } from './use-document-head';
import { useGoogleAnalytics } from './use-google-analytics';
import { usePageViews } from './use-page-views';

/** The frame of every page in one language; a browser translator that trips React only makes it draw again. */
export function SiteLayout() {
  useDocumentHead();
  usePageViews();
  useGoogleAnalytics();
  return (
    <TranslationGuard>
      <SiteFrame />
    </TranslationGuard>
  );
}

function SiteFrame() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="p-16 text-center text-muted">{t('common.loading')}</p>}>
          <Outlet />
          <PageTakenOver />
        </Suspense>
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}

/**
 * Marks the page as taken over by React: a prerendered page is readable, not yet interactive,
 * before. Inside the page's Suspense boundary, so it runs once the page itself is taken over, not
 * only the frame around it (React takes over a boundary's content after the rest).
 */
function PageTakenOver() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markPageTakenOver();
  }, []);
  return null;
}

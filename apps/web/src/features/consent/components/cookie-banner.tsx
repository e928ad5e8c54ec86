import { Suspense, lazy, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { ALL_COOKIES, NECESSARY_ONLY } from '../../../lib/consent';
import { useHydrated } from '../../../lib/use-hydrated';
import { ConsentContext } from '../consent-provider';

// The dialog (and the dialog library) is fetched when first opened: most visits never open it.
const CookieSettingsDialog = lazy(() => import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })));

/**
 * The cookie banner at the bottom of every page until the visitor decides (spec §4), sticky rather
 * than fixed so that, scrolled to the end, it sits below the footer instead of over its links: accept all,
 * necessary only, or choose in the settings dialog; closing it means necessary only. The dialog
 * also opens from the footer afterwards.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { decision, decide, isSettingsOpen, setSettingsOpen } = use(ConsentContext);
  // A prerendered page cannot know the stored decision: the banner appears once it is read.
  const undecided = useHydrated() && decision === null;
  return (
    <>
      {undecided ? (
        <section aria-label={t('consent.banner.label')} className="sticky bottom-0 z-40 p-3 sm:p-4">
          <div className="relative mx-auto flex max-w-5xl flex-col gap-4 rounded-2xl border border-border bg-surface p-5 pr-12 text-fg shadow-2xl sm:flex-row sm:items-center sm:gap-6">
            <p className="flex-1 text-sm text-pretty text-muted">
              {t('consent.banner.text')}{' '}
              <Link to={pathTo('privacy')} className="font-medium text-brand underline underline-offset-2">
                {t('consent.banner.privacy')}
              </Link>
            </p>
            <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
              <button type="button" onClick={() => setSettingsOpen(true)} className={buttonClasses('secondary')}>
                {t('consent.banner.customize')}
              </button>
              <button type="button" onClick={() => decide(NECESSARY_ONLY)} className={buttonClasses('secondary')}>
                {t('consent.banner.necessary')}
              </button>
              <button type="button" onClick={() => decide(ALL_COOKIES)} className={buttonClasses('primary')}>
                {t('consent.banner.acceptAll')}
              </button>
            </div>
            <button
              type="button"
              onClick={() => decide(NECESSARY_ONLY)}
              aria-label={t('consent.banner.close')}
              className="absolute top-3 right-3 grid size-8 place-items-center rounded-full text-muted hover:bg-surface-strong hover:text-fg focus-visible:outline-2 focus-visible:outline-brand"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        </section>
      ) : null}
      {isSettingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog />
        </Suspense>
      ) : null}
    </>
  );
}

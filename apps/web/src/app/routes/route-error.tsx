import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button/button-classes';
import { PageIntro } from '../../components/ui/page-intro/page-intro';
import { TranslationRecovery } from '../../components/ui/translation-guard/translation-guard';
import { usePathTo } from '../../config/paths';
import { isBrowserTranslationError } from '../../lib/dom-translation-error';

const RELOAD_MARK = 'reelsmith:chunk-reload';

/** A page chunk that no longer exists: the tab was opened before a deploy replaced the files. */
function isStaleChunk(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|Importing a module script/i.test(error.message);
}

/**
 * What a page shows instead of crashing: a translated message, a reload button and a link home.
 * A stale chunk reloads the page once by itself, which fetches the current build; a browser
 * translator's DOM error only makes the page draw itself again.
 */
export function RouteError() {
  const error = useRouteError();
  return isBrowserTranslationError(error) ? <RedrawPage /> : <PageError error={error} />;
}

/** Draws the page again: navigating to where it is clears the route's error. */
function RedrawPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const redraw = useCallback(() => void navigate(location, { replace: true }), [navigate, location]);
  return <TranslationRecovery onRecover={redraw} />;
}

function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const stale = isStaleChunk(error);

  useEffect(() => {
    console.error(error);
    if (!stale) return;
    try {
      const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
      // Once a minute at most, so a chunk that is really gone cannot loop the page.
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    } catch {
      return;
    }
    window.location.reload();
  }, [error, stale]);

  return (
    <PageIntro title={t('routeError.title')} description={t('routeError.text')}>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          {t('routeError.reload')}
        </button>
        <Link to={pathTo('home')} className={buttonClasses('secondary')}>
          {t('routeError.home')}
        </Link>
      </div>
    </PageIntro>
  );
}

import { use } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePathTo } from '../../config/paths';
import { ConsentContext } from '../../features/consent/consent-provider';

/** Bottom of every page. Privacy and terms receive the page they were opened from (their back button uses it). */
export function SiteFooter() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { pathname } = useLocation();
  const { setSettingsOpen } = use(ConsentContext);
  const linkClass = 'text-muted hover:text-fg';
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="max-w-sm text-muted">{t('footer.tagline')}</p>
        <nav className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={pathTo('contact')} className={linkClass}>
            {t('footer.contact')}
          </Link>
          <Link to={pathTo('privacy')} state={{ from: pathname }} className={linkClass}>
            {t('footer.privacy')}
          </Link>
          <Link to={pathTo('terms')} state={{ from: pathname }} className={linkClass}>
            {t('footer.terms')}
          </Link>
          <button type="button" onClick={() => setSettingsOpen(true)} className={`${linkClass} cursor-pointer`}>
            {t('consent.settings.open')}
          </button>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-muted">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

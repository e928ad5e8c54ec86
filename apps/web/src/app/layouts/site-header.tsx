import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button/button-classes';
import { usePathTo } from '../../config/paths';
import { HeaderAccount } from '../../features/auth/components/header-account';
import { LanguageSwitch } from '../../features/language/language-switch';
import { ThemeSwitch } from '../../features/theme/theme-switch';

/** Top bar of every page: brand, main links, language and theme. */
export function SiteHeader() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const home = pathTo('home');
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to={home} className="flex shrink-0 items-center gap-2 font-bold tracking-tight" aria-label={t('nav.home')}>
          <img src="/favicon.svg" alt="" className="size-7" />
          <span className="text-lg max-sm:sr-only">{t('meta.siteName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ml-4 hidden items-center gap-1 text-sm md:flex">
          <Link to={`${home}#features`} className="rounded-full px-3 py-2 text-muted hover:text-fg">
            {t('nav.features')}
          </Link>
          <Link to={`${home}#faq`} className="rounded-full px-3 py-2 text-muted hover:text-fg">
            {t('nav.faq')}
          </Link>
          <Link to={pathTo('blog')} className="rounded-full px-3 py-2 text-muted hover:text-fg">
            {t('nav.blog')}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch />
          <ThemeSwitch />
          <HeaderAccount />
          <Link to={pathTo('bookDemo')} className={buttonClasses('primary', 'max-sm:hidden')}>
            {t('nav.bookDemo')}
          </Link>
        </div>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button/button-classes';
import { usePathTo } from '../../config/paths';
import { useMe } from '../../features/auth/api/get-me';
import { HeaderAccount } from '../../features/auth/components/header-account';
import { LanguageSwitch } from '../../features/language/language-switch';
import { ThemeSwitch } from '../../features/theme/theme-switch';
import { VisitorMenu } from './visitor-menu';
import { trackBookingClick } from '../../lib/analytics';

/**
 * Top bar of every page: brand, main links, language and theme. Below 1280 px visitors get a menu
 * with the links and 'Log in'; on phones Book Demo and the theme switch move into it too, so the
 * bar fits every width down to 320 px in all three languages. Signed-in users keep their bar.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  // Visitors (and everyone until the account answers, as in the prerendered page) get the menu.
  const isVisitor = !useMe().data;
  const collapse = isVisitor
    ? { name: 'max-md:sr-only', nav: 'xl:flex', theme: 'max-sm:hidden', account: 'contents whitespace-nowrap max-xl:hidden' }
    : { name: 'max-sm:sr-only', nav: 'md:flex', theme: 'contents', account: 'contents' };
  const home = pathTo('home');
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-bg/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 min-[360px]:gap-3 min-[360px]:px-4 sm:px-6">
        <Link to={home} className="flex shrink-0 items-center gap-2 font-bold tracking-tight" aria-label={t('nav.home')}>
          <img src="/favicon.svg" alt="" className="size-7" />
          <span className={`text-lg ${collapse.name}`}>{t('meta.siteName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={`ml-2 hidden items-center gap-1 text-sm ${collapse.nav}`}>
          <Link to={`${home}#features`} className="rounded-full px-2.5 py-2 whitespace-nowrap text-muted hover:text-fg">
            {t('nav.features')}
          </Link>
          <Link to={`${home}#faq`} className="rounded-full px-2.5 py-2 whitespace-nowrap text-muted hover:text-fg">
            {t('nav.faq')}
          </Link>
          <Link to={pathTo('blog')} className="rounded-full px-2.5 py-2 whitespace-nowrap text-muted hover:text-fg">
            {t('nav.blog')}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 min-[360px]:gap-2">
          <LanguageSwitch />
          <div className={collapse.theme}>
            <ThemeSwitch />
          </div>
          <div className={collapse.account}>
            <HeaderAccount />
          </div>
          <Link to={pathTo('bookDemo')} onClick={() => trackBookingClick('header', t('nav.bookDemo'))} className={buttonClasses('primary', 'whitespace-nowrap max-sm:hidden')}>
            {t('nav.bookDemo')}
          </Link>
          {isVisitor ? <VisitorMenu /> : null}
        </div>
      </div>
    </header>
  );
}

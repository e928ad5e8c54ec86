import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button/button-classes';
import { usePathTo } from '../../config/paths';
import { ThemeSwitch } from '../../features/theme/theme-switch';
import { trackBookingClick } from '../../lib/analytics';

const LINK_CLASSES = 'rounded-xl px-3 py-2.5 font-medium text-fg transition-colors hover:bg-surface-strong focus-visible:bg-surface-strong focus-visible:outline-none';

/**
 * The header's menu for visitors below 1280 px: the links that do not fit in the bar (features, FAQ,
 * blog, log in; on phones also Book Demo and the theme switch). A disclosure closed by Escape, a
 * click elsewhere or choosing a link.
 */
export function VisitorMenu() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const home = pathTo('home');
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const close = () => setIsOpen(false);
  return (
    <div ref={rootRef} className="xl:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="grid size-9 cursor-pointer place-items-center rounded-full border border-border text-fg transition-colors hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-brand"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-5">
          <path d={isOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
        <span className="sr-only">{t('nav.menu')}</span>
      </button>
      <div id={panelId} hidden={!isOpen} className="absolute inset-x-0 top-full border-b border-border bg-bg shadow-lg">
        <nav aria-label={t('nav.label')} className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
          <Link to={`${home}#features`} onClick={close} className={LINK_CLASSES}>
            {t('nav.features')}
          </Link>
          <Link to={`${home}#faq`} onClick={close} className={LINK_CLASSES}>
            {t('nav.faq')}
          </Link>
          <Link to={pathTo('blog')} onClick={close} className={LINK_CLASSES}>
            {t('nav.blog')}
          </Link>
          <div className="mt-2 grid gap-3 border-t border-border pt-4 min-[400px]:max-sm:grid-cols-2">
            <Link to={pathTo('login')} onClick={close} className={buttonClasses('secondary', 'sm:justify-self-start')}>
              {t('nav.login')}
            </Link>
            <Link
              to={pathTo('bookDemo')}
              onClick={() => {
                trackBookingClick('visitor_menu', t('nav.bookDemo'));
                close();
              }}
              className={buttonClasses('primary', 'sm:hidden')}
            >
              {t('nav.bookDemo')}
            </Link>
          </div>
        </nav>
        <div className="flex justify-center px-4 pb-4 sm:hidden">
          <ThemeSwitch />
        </div>
      </div>
    </div>
  );
}

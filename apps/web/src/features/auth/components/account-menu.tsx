import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import type { Me } from '../api/get-me';
import { useSignOut } from '../hooks/use-sign-out';
import { CoinIcon } from './credits-badge';
import { displayName, UserAvatar } from './user-avatar';

const ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm text-fg transition-colors hover:bg-surface-strong focus-visible:bg-surface-strong focus-visible:outline-none disabled:opacity-60';

/**
 * The signed-in user's menu in the header: who is signed in, credits, dashboard, my videos,
 * settings and sign out. A disclosure (a button that shows a list of links), closed by Escape, a
 * click elsewhere or choosing an item.
 */
export function AccountMenu({ me }: { me: Me }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { signOut, isPending } = useSignOut();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayName(me);

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
  const links = [
    { to: pathTo('dashboard'), label: t('account.dashboard') },
    { to: pathTo('videos'), label: t('account.videos') },
    { to: pathTo('settings'), label: t('account.settings') },
  ];

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-10 items-center gap-2 rounded-full border border-transparent p-0.5 transition-colors hover:border-border hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:pr-3 aria-expanded:border-border aria-expanded:bg-surface-strong"
      >
        <UserAvatar me={me} />
        <span className="sr-only">{t('account.menu')}</span>
        <span aria-hidden="true" className="hidden max-w-32 truncate text-sm font-medium lg:block">
          {name}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="hidden size-4 text-muted sm:block">
          <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 z-40 mt-2 w-72 origin-top-right rounded-2xl border border-border bg-surface p-2 text-fg shadow-2xl shadow-black/10 dark:shadow-black/40"
      >
        <div className="flex items-center gap-3 px-3 pt-2 pb-3">
          <UserAvatar me={me} className="size-10" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{name}</p>
            <p className="truncate text-xs text-muted">{me.email}</p>
          </div>
        </div>
        <Link to={pathTo('credits')} onClick={close} className="mx-1 mb-2 flex items-center justify-between rounded-xl bg-brand-soft px-3 py-2.5 text-sm">
          <span className="flex items-center gap-2 font-medium">
            <CoinIcon className="size-4 text-brand" />
            {t('account.creditsCount', { credits: me.credits })}
          </span>
          <span className="font-semibold text-brand">{t('account.buyCredits')}</span>
        </Link>
        <nav aria-label={t('account.menu')} className="border-t border-border pt-2">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className={ITEM_CLASSES}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-2 border-t border-border pt-2">
          <button type="button" className={ITEM_CLASSES} disabled={isPending} onClick={signOut}>
            {t('account.signOut')}
          </button>
        </div>
      </div>
    </div>
  );
}

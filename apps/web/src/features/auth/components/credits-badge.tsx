import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A coin. */
export function CoinIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M14.8 9.2A3 3 0 0 0 12 8h-.5a2 2 0 0 0 0 4h1a2 2 0 0 1 0 4H12a3 3 0 0 1-2.8-1.2M12 6.5V8m0 8v1.5" />
    </svg>
  );
}

/** The credits left, in the header; opens the credits page to buy more. */
export function CreditsBadge({ credits, creditsPath, className = '' }: { credits: number; creditsPath: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={creditsPath}
      title={t('account.buyCredits')}
      aria-label={t('account.creditsCount', { credits })}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3 text-sm font-semibold text-fg tabular-nums transition-colors hover:border-brand/40 hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${className}`}
    >
      <CoinIcon className="size-4 text-brand" />
      {credits}
    </Link>
  );
}

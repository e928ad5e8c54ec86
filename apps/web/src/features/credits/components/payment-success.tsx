import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';

/**
 * Payment success (spec §2): the credits added and the new balance, or, while Stripe's webhook has
 * not brought them yet, that they are on their way; then back to the dashboard.
 */
export function PaymentSuccess({
  credits,
  creditsAdded,
  isWaiting,
  isDelayed,
}: {
  /** The balance now, when known. */
  credits: number | null;
  /** Credits this payment added, when known. */
  creditsAdded: number | null;
  /** The payment's credits have not arrived yet. */
  isWaiting: boolean;
  /** They have not arrived for longer than they should. */
  isDelayed: boolean;
}) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div aria-hidden="true" className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.checkoutSuccess.title')}</h1>
      <div role="status" aria-live="polite" className="mt-4 space-y-2 text-lg text-muted">
        {creditsAdded !== null && creditsAdded > 0 ? <p>{t('checkout.success.added', { count: creditsAdded })}</p> : null}
        {isWaiting ? <p>{isDelayed ? t('checkout.success.delayed') : t('checkout.success.waiting')}</p> : null}
      </div>
      {credits !== null && !isWaiting ? (
        <p className="mt-8 inline-flex flex-col items-center rounded-3xl border border-border bg-surface px-10 py-6">
          <span className="text-sm font-medium text-muted">{t('checkout.success.balanceLabel')}</span>
          <span className="mt-1 text-4xl font-extrabold tracking-tight text-fg">{t('checkout.success.balance', { count: credits })}</span>
        </p>
      ) : null}
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to={pathTo('dashboard')} className={buttonClasses('primary', 'w-full sm:w-auto')}>
          {t('checkout.success.backToDashboard')}
        </Link>
        <Link to={pathTo('create')} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          {t('checkout.success.createVideo')}
        </Link>
      </div>
    </div>
  );
}

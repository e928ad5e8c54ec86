import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ApiError } from '../../../lib/api-client';
import type { Plan } from '../api/get-plans';
import { useStartStripeCheckout } from '../api/start-stripe-checkout';
import { savePendingPurchase } from '../utils/pending-purchase';

/** Sends the buyer to Stripe's own payment page for the pack (payments through Stripe Checkout). */
export function StripeCheckoutButton({ plan, currentCredits }: { plan: Plan; currentCredits: number }) {
  const { t } = useTranslation();
  const { t: tShared } = useTranslation('shared');
  const session = useStartStripeCheckout();
  // Still "redirecting" after success: the browser is leaving for Stripe.
  const isBusy = session.isPending || session.isSuccess;
  const start = () => {
    if (isBusy) return;
    session.mutate(
      { planId: plan.id, currency: plan.currency },
      {
        onSuccess: ({ url, session_id }) => {
          savePendingPurchase({ sessionId: session_id, expectedCredits: currentCredits + plan.credits });
          window.location.assign(url);
        },
      },
    );
  };
  const error = session.error;
  return (
    <div className="space-y-4">
      {error ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
          {error instanceof ApiError && error.message ? error.message : tShared('errors.INTERNAL_ERROR')}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t('checkout.stripeNote')}</p>
      <button type="button" onClick={start} disabled={isBusy} aria-busy={isBusy} className={buttonClasses('primary', 'w-full')}>
        {isBusy ? t('checkout.redirecting') : t('checkout.continueToPayment')}
      </button>
    </div>
  );
}

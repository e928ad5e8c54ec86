import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { track } from '../../../lib/analytics';
import { useLanguage } from '../../../lib/i18n';
import { usePlans } from '../api/get-plans';
import type { CheckoutResult } from '../api/pay-with-test-card';
import { currencyForLanguage } from '../utils/price';
import { CardForm } from './card-form';
import { OrderSummary } from './order-summary';
import { StripeCheckoutButton } from './stripe-checkout-button';

/** The test-mode card that pays, unbroken across lines. */
const TEST_CARD = '4242\u00a04242\u00a04242\u00a04242';

/**
 * Checkout of one pack (?plan=): the card form when the server sells in test mode, a button to
 * Stripe's page when it sells through Stripe (GET /api/plans says which).
 */
export function Checkout({ planId, currentCredits, onPaid }: { planId: string | null; currentCredits: number; onPaid: (result: CheckoutResult) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pathTo = usePathTo();
  const plans = usePlans(currencyForLanguage(language));
  const plan = plans.data?.plans.find((candidate) => candidate.id === planId);
  const paymentMethod = plans.data?.payment_provider === 'stripe' ? 'stripe' : 'test_card';
  // The purchase funnel (spec §3): this checkout was seen, and, once paid, it succeeded.
  useEffect(() => {
    if (plan) track({ name: 'credits_purchase_funnel', properties: { action: 'view_checkout', credits_amount: plan.credits, ...(plan.currency === 'USD' ? { price_usd: plan.price } : {}), payment_method: paymentMethod } });
  }, [plan, paymentMethod]);
  const paid = (result: CheckoutResult) => {
    track({ name: 'credits_purchase_funnel', properties: { action: 'payment_succeeded', credits_amount: result.credits_added, ...(plan?.currency === 'USD' ? { price_usd: plan.price } : {}), payment_method: 'test_card' } });
    onPaid(result);
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={pathTo('credits')} className="text-sm font-medium text-muted hover:text-fg">
        <span aria-hidden="true">← </span>
        {t('checkout.backToPacks')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.checkout.title')}</h1>
      <p className="mt-2 text-muted">{t('pages.checkout.description')}</p>
      <div className="mt-8">
        {plans.isPending ? (
          <p role="status" className="text-muted">
            {t('common.loading')}
          </p>
        ) : plans.isError ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            <p className="font-semibold">{t('credits.loadError')}</p>
            <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => void plans.refetch()}>
              {t('credits.tryAgain')}
            </button>
          </div>
        ) : !plan ? (
          <div className="rounded-2xl border border-dashed border-border p-8 text-center">
            <p className="text-muted">{t('checkout.noPlan')}</p>
            <Link to={pathTo('credits')} className={buttonClasses('primary', 'mt-4')}>
              {t('checkout.seePacks')}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 md:grid-cols-[1fr_20rem] md:items-start lg:grid-cols-[1fr_24rem]">
            <section aria-labelledby="payment-title" className="rounded-3xl border border-border bg-surface p-6 sm:p-8 md:order-first">
              <h2 id="payment-title" className="text-lg font-semibold">
                {t('checkout.paymentTitle')}
              </h2>
              {plans.data.payment_provider === 'test' ? (
                <>
                  <p className="mt-3 mb-6 rounded-xl bg-brand-soft px-4 py-3 text-sm text-fg">{t('checkout.testMode', { card: TEST_CARD })}</p>
                  <CardForm plan={plan} onPaid={paid} />
                </>
              ) : (
                <div className="mt-4">
                  <StripeCheckoutButton plan={plan} currentCredits={currentCredits} />
                </div>
              )}
            </section>
            <div className="order-first md:order-none">
              <OrderSummary plan={plan} />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

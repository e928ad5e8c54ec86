import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { useLanguage } from '../../../lib/i18n';
import { usePlans } from '../api/get-plans';
import { useBuyPlan } from '../hooks/use-buy-plan';
import { currencyForLanguage } from '../utils/price';
import { PlanCard } from './plan-card';

/** The three packs in the page's currency, with what a buy button does for this visitor. */
export function PlanList({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plans = usePlans(currencyForLanguage(language));
  const buy = useBuyPlan({ isSignedIn });
  if (plans.isPending) {
    return (
      <div role="status" className="grid gap-6 md:grid-cols-3">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((card) => (
          <div key={card} aria-hidden="true" className="h-[30rem] animate-pulse rounded-3xl border border-border bg-surface" />
        ))}
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        <p className="font-semibold">{t('credits.loadError')}</p>
        <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => void plans.refetch()}>
          {t('credits.tryAgain')}
        </button>
      </div>
    );
  }
  return (
    <div className="grid items-stretch gap-8 md:grid-cols-3 md:gap-6">
      {plans.data.plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} onBuy={() => buy(plan)} />
      ))}
    </div>
  );
}

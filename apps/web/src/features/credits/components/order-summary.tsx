import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import type { Plan } from '../api/get-plans';
import { formatPrice } from '../utils/price';

/** The pack being bought and what it costs. */
export function OrderSummary({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = formatPrice(plan.price, plan.currency, language);
  return (
    <section aria-labelledby="order-summary" className="rounded-3xl border border-border bg-surface-strong/50 p-6">
      <h2 id="order-summary" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t('checkout.summaryTitle')}
      </h2>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div>
          <p className="text-lg font-semibold">{t('checkout.pack', { name: plan.name })}</p>
          <p className="text-sm text-muted">{t('credits.videos', { count: plan.credits })}</p>
        </div>
        <p className="text-lg font-semibold tabular-nums">{price}</p>
      </div>
      <dl className="mt-6 flex items-center justify-between border-t border-border pt-4">
        <dt className="font-semibold">{t('checkout.total')}</dt>
        <dd className="text-2xl font-bold tabular-nums">{price}</dd>
      </dl>
      <p className="mt-4 text-xs text-muted">{t('checkout.summaryNote')}</p>
    </section>
  );
}

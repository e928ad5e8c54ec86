import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { useLanguage } from '../../../lib/i18n';
import type { Plan } from '../api/get-plans';
import { formatPrice } from '../utils/price';

/** What a pack includes (DESIGN.md): every pack removes the watermark and has e-mail support. */
function featuresOf(plan: Plan) {
  return [
    { key: 'noWatermark', isIncluded: plan.features.no_watermark },
    { key: 'emailSupport', isIncluded: true },
    { key: 'bulk', isIncluded: plan.features.bulk },
    { key: 'liveSupport', isIncluded: plan.features.live_support },
  ] as const;
}

/** One pack: its name, videos, price, features and buy button; the best value one stands out. */
export function PlanCard({ plan, onBuy }: { plan: Plan; onBuy: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex min-w-0 flex-col rounded-3xl border bg-surface p-5 shadow-sm sm:p-7 ${plan.best_value ? 'border-brand shadow-lg ring-1 ring-brand md:-my-3 md:py-10' : 'border-border'}`}
    >
      {plan.best_value ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand px-3.5 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase dark:text-bg">
          {t('credits.bestValue')}
        </p>
      ) : null}
      <h2 id={headingId} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('credits.videos', { count: plan.credits })}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">{formatPrice(plan.price, plan.currency, language)}</span>
        <span className="text-sm text-muted">{t('credits.oneTime')}</span>
      </p>
      <p className="mt-2 text-sm text-muted">{t('credits.perVideo', { price: formatPrice(Math.round((plan.price / plan.credits) * 100) / 100, plan.currency, language) })}</p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {featuresOf(plan).map((feature) => (
          <li key={feature.key} className={`flex items-start gap-3 ${feature.isIncluded ? '' : 'text-muted'}`}>
            {feature.isIncluded ? (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-brand" fill="currentColor">
                <path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9.4-9.4-1.1-1.1z" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
                <path d="M5 9.25h10v1.5H5z" />
              </svg>
            )}
            <span className={feature.isIncluded ? '' : 'line-through decoration-1'}>
              {t(`credits.features.${feature.key}`)}
              <span className="sr-only"> ({feature.isIncluded ? t('credits.included') : t('credits.notIncluded')})</span>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onBuy}
        className={buttonClasses(plan.best_value ? 'primary' : 'secondary', 'mt-8 w-full')}
      >
        {t('credits.buy', { name: plan.name })}
      </button>
    </article>
  );
}

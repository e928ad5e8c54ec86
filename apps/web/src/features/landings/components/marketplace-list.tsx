import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

/** Where sellers can paste a product link from, by country (spec §2). Brand names stay untranslated. */
export const MARKETPLACES = [
  { country: 'brazil', code: 'BR', names: ['OLX', 'Enjoei', 'Mercado Livre'] },
  { country: 'mexico', code: 'MX', names: ['GoTrendier', 'Segunda Mano'] },
  { country: 'usa', code: 'US', names: ['eBay', 'Facebook Marketplace'] },
] as const;

/** The supported marketplaces as plain text chips (no third-party logos), one card per country. */
export function MarketplaceList() {
  const { t } = useTranslation();
  return (
    <section id="marketplaces" aria-labelledby="marketplaces-title" className="border-y border-border bg-surface-strong/40 dark:bg-surface/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id="marketplaces-title" title={t('ecommerce.marketplaces.title')} subtitle={t('ecommerce.marketplaces.subtitle')} />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {MARKETPLACES.map(({ country, code, names }) => (
            <li key={country} className="rounded-3xl border border-border bg-surface p-6">
              <h3 className="flex items-center gap-3 text-lg font-semibold">
                <span aria-hidden="true" className="grid h-7 w-9 place-items-center rounded-md bg-brand-soft text-xs font-bold text-brand">
                  {code}
                </span>
                {t(`ecommerce.marketplaces.countries.${country}`)}
              </h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {names.map((name) => (
                  <li key={name} className="rounded-full border border-border bg-bg px-3.5 py-1.5 text-sm font-medium">
                    {name}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-pretty text-muted">{t('ecommerce.marketplaces.note')}</p>
      </div>
    </section>
  );
}

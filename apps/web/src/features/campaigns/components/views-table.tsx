import type { CampaignViewsResponse } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { VIEW_SERIES } from './views-chart';

/** The chart's numbers as a table, behind a disclosure (a screen reader's way through the chart, and anyone's). */
export function ViewsTable({ points, formatAt }: { points: CampaignViewsResponse['points']; formatAt: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-brand">{t('campaigns.views.showTable')}</summary>
      <div role="region" aria-label={t('campaigns.views.tableLabel')} tabIndex={0} className="relative mt-3 max-h-80 overflow-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-brand">
        <table className="min-w-full text-left">
          <caption className="sr-only">{t('campaigns.views.tableLabel')}</caption>
          <thead className="sticky top-0 bg-surface-strong">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('campaigns.views.when')}
              </th>
              {VIEW_SERIES.map(({ key }) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                  {t(`campaigns.views.series.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.at} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                  <time dateTime={point.at}>{formatAt(point.at)}</time>
                </th>
                {VIEW_SERIES.map(({ key }) => (
                  <td key={key} className="px-3 py-1.5 text-right tabular-nums">
                    {point[key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

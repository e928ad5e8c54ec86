import { VIEW_BUCKETS, type CampaignDetails } from '@reelsmith/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { browserTimeZone, useCampaignViews, type ViewBucket } from '../api/get-campaign-views';
import { formatCount } from '../utils/format';
import { VIEW_SERIES, ViewsChart } from './views-chart';
import { ViewsTable } from './views-table';

/**
 * Who watched: the totals (the campaign's, asked again as it runs and once a minute after), and a
 * chart (with its table) of views per hour or per day, drawn again when the totals move.
 */
export function ViewsSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bucketName = useId();
  const [bucket, setBucket] = useState<ViewBucket>('hour');
  const views = useCampaignViews(campaign.id, bucket, Object.values(campaign.views).join(','));
  const points = views.data?.points ?? [];
  const timeZone = browserTimeZone();
  const format = new Intl.DateTimeFormat(language, {
    ...(views.data?.bucket === 'day' ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', hour: 'numeric' }),
    ...(timeZone ? { timeZone } : {}),
  });
  const formatAt = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
  return (
    <section aria-labelledby="campaign-views-heading" className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="campaign-views-heading" className="text-xl font-semibold tracking-tight">
          {t('campaigns.views.title')}
        </h2>
        <fieldset className="flex self-start rounded-full border border-border p-1 text-sm sm:self-auto">
          <legend className="sr-only">{t('campaigns.views.bucketLabel')}</legend>
          {VIEW_BUCKETS.map((value) => (
            <label key={value} className="cursor-pointer">
              <input type="radio" name={bucketName} value={value} checked={bucket === value} onChange={() => setBucket(value)} className="peer sr-only" />
              <span className="block rounded-full px-3 py-1 peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-brand dark:peer-checked:text-bg">
                {t(`campaigns.views.buckets.${value}`)}
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 sm:gap-3">
        {VIEW_SERIES.map(({ key, swatch }) => (
          <div key={key} className="rounded-2xl bg-surface-strong p-3 sm:p-4">
            <dt className="flex items-center gap-2 text-xs text-muted sm:text-sm">
              <span aria-hidden="true" className={`size-2 rounded-full ${swatch}`} />
              {t(`campaigns.views.totals.${key}`)}
            </dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{formatCount(campaign.views[key], language)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6" aria-busy={views.isFetching}>
        {views.isPending ? (
          <p role="status" className="py-8 text-center text-muted">
            {t('common.loading')}
          </p>
        ) : views.isError && !views.data ? (
          <p role="alert" className="py-8 text-center text-red-700 dark:text-red-400">
            {t('campaigns.views.loadError')}
          </p>
        ) : points.length === 0 ? (
          <p className="py-8 text-center text-muted">{t('campaigns.views.empty')}</p>
        ) : (
          <>
            <ViewsChart points={points} formatAt={formatAt} />
            <ViewsTable points={points} formatAt={formatAt} />
          </>
        )}
      </div>
    </section>
  );
}

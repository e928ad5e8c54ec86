import type { CampaignDetails } from '@reelsmith/contracts';
import { useEffect, useEffectEvent, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar/progress-bar';
import { useLanguage } from '../../../lib/i18n';
import { announcementMark, campaignProgress } from '../utils/campaign-progress';
import { formatCount } from '../utils/format';

/**
 * How far the campaign is: a bar and the counts per state. Screen readers hear of it when there is
 * news (see announcementMark), not at every video made; the bar holds the exact value.
 * `statusRef` is the status line, where the focus goes when nothing else is left to hold it.
 */
export function RunProgress({ campaign, statusRef }: { campaign: CampaignDetails; statusRef?: Ref<HTMLParagraphElement> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const progress = campaignProgress(campaign.counts);
  const n = (value: number) => formatCount(value, language);
  const summary = t('campaigns.run.summary', { ready: n(progress.ready), total: n(progress.total), count: progress.total });
  const statusText = t(`campaigns.run.statusText.${campaign.status}`);
  const news = t('campaigns.run.announcement', { status: statusText, percent: progress.percent, ready: n(progress.ready), failed: n(progress.failed) });
  const mark = announcementMark(campaign.status, progress);
  // Written once the region is on the page (a region that arrives with its text is not read, so it
  // would miss that the campaign started), and only when the mark changes.
  const liveRegion = useRef<HTMLParagraphElement>(null);
  const announce = useEffectEvent(() => {
    if (liveRegion.current) liveRegion.current.textContent = news;
  });
  useEffect(() => announce(), [mark]);
  const counts = [
    { key: 'ready', value: progress.ready, tone: 'text-emerald-700 dark:text-emerald-400' },
    { key: 'waiting', value: progress.waiting, tone: 'text-sky-700 dark:text-sky-400' },
    { key: 'failed', value: progress.failed, tone: 'text-red-700 dark:text-red-400' },
    { key: 'cancelled', value: progress.cancelled, tone: 'text-muted' },
  ] as const;
  return (
    <section aria-labelledby="campaign-progress-heading" className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <h2 id="campaign-progress-heading" className="text-xl font-semibold tracking-tight">
        {t('campaigns.run.progressTitle')}
      </h2>
      <p ref={statusRef} tabIndex={-1} className="mt-1.5 text-sm text-muted focus:outline-none">
        {statusText}
      </p>
      <p ref={liveRegion} role="status" className="sr-only" />
      <div className="mt-6 flex items-end justify-between gap-4">
        <p className="font-medium">{summary}</p>
        <p className="text-3xl font-bold tabular-nums" aria-hidden="true">
          {progress.percent}%
        </p>
      </div>
      <ProgressBar value={progress.percent} label={t('campaigns.run.progressLabel')} valueText={`${progress.percent}% · ${summary}`} className="mt-3 h-3" />
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {counts.map(({ key, value, tone }) => (
          <div key={key} className="rounded-2xl bg-surface-strong p-4">
            <dt className="text-sm text-muted">{t(`campaigns.run.counts.${key}`)}</dt>
            <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone}`}>{n(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

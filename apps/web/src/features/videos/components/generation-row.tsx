import { useTranslation } from 'react-i18next';
import type { Job } from '../../../lib/active-job';
import { StatusBadge } from './status-badge';
import { VideoPoster } from './video-poster';

/** A generation that is not a video yet: running (with its progress) or failed (with why). */
export function GenerationRow({ job, onDismiss }: { job: Job; onDismiss?: () => void }) {
  const { t } = useTranslation();
  const isFailed = job.status === 'failed';
  const status = isFailed ? 'failed' : job.status === 'processing' ? 'processing' : 'pending';
  const titleId = `job-title-${job.job_id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-dashed border-border bg-surface p-3 sm:flex-nowrap sm:p-4">
      <span aria-hidden="true" className="size-4 shrink-0" />
      <VideoPoster src={job.result?.poster_url ?? null} />
      <div className="min-w-0 flex-1 basis-32">
        <h2 id={titleId} className="line-clamp-2 font-semibold break-words sm:line-clamp-1">
          {job.title}
        </h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-muted sm:gap-x-3">
          <StatusBadge status={status} />
          {isFailed ? <span className="text-red-700 dark:text-red-400">{job.error ?? t('videos.generationFailed')}</span> : <span>{t('videos.generating')}</span>}
        </div>
        {isFailed ? null : (
          <div
            role="progressbar"
            aria-label={t('videos.progressLabel', { title: job.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={job.progress}
            className="mt-3 h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-surface-strong"
          >
            <div className="h-full rounded-full bg-brand transition-[width] duration-500" style={{ width: `${job.progress}%` }} />
          </div>
        )}
      </div>
      {isFailed && onDismiss ? (
        <button type="button" onClick={onDismiss} className="h-9 rounded-full px-4 text-sm font-semibold text-fg hover:bg-surface-strong">
          {t('videos.dismiss')}
        </button>
      ) : (
        <span className="w-full text-sm font-semibold text-muted tabular-nums sm:w-auto">{isFailed ? null : `${job.progress}%`}</span>
      )}
    </li>
  );
}

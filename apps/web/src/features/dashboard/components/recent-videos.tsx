import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import { useLanguage } from '../../../lib/i18n';
import { useActiveJob } from '../../../lib/active-job';
import { useRecentVideos, type RecentVideo } from '../api/get-recent-videos';
import { ICONS } from './icons';

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The poster in the video's own shape, on a neutral frame. */
function Poster({ video }: { video: RecentVideo }) {
  return (
    <span className="relative grid h-14 w-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-strong text-muted">
      {video.poster_url ? <img src={video.poster_url} alt="" loading="lazy" className="size-full object-contain" /> : ICONS.videos}
      <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1 text-[10px] font-medium text-white tabular-nums">{duration(video.duration_ms)}</span>
    </span>
  );
}

/** The generation running now, with its progress. */
function ActiveJobRow() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const active = useActiveJob();
  const job = active.data?.active_job;
  if (!job) return null;
  return (
    <li>
      <Link to={pathTo('create')} className="flex items-center gap-4 px-5 py-3 transition-colors hover:bg-surface-strong focus-visible:bg-surface-strong focus-visible:outline-none sm:px-6">
        <span className="grid h-14 w-20 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand">
          <span className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{job.title}</span>
          <span className="mt-2 flex items-center gap-3">
            <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-strong" role="progressbar" aria-valuenow={job.progress} aria-valuemin={0} aria-valuemax={100} aria-label={t('dashboard.recent.inProgress')}>
              <span className="block h-full rounded-full bg-brand transition-[width]" style={{ width: `${job.progress}%` }} />
            </span>
            <span className="text-xs text-muted tabular-nums">{job.progress}%</span>
          </span>
        </span>
        <span className="hidden rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 sm:inline dark:bg-amber-950/60 dark:text-amber-200">
          {t('dashboard.recent.inProgress')}
        </span>
      </Link>
    </li>
  );
}

/** The latest videos (GET /api/videos?limit=5) and the generation running now, if any. */
export function RecentVideos() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const recent = useRecentVideos();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const hasVideos = (recent.data?.videos.length ?? 0) > 0;

  return (
    <section aria-labelledby="dashboard-recent" className="overflow-hidden rounded-3xl border border-border bg-surface">
      <div className="flex items-center justify-between gap-4 border-b border-border px-5 py-4 sm:px-6">
        <h2 id="dashboard-recent" className="text-lg font-semibold">
          {t('dashboard.recent.title')}
        </h2>
        {hasVideos ? (
          <Link to={pathTo('videos')} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
            {t('dashboard.recent.viewAll', { total: recent.data?.total ?? 0 })}
            {ICONS.arrowRight}
          </Link>
        ) : null}
      </div>
      <ul className="divide-y divide-border">
        <ActiveJobRow />
        {recent.data?.videos.map((video) => (
          <li key={video.id}>
            <Link to={pathTo('video', { id: video.id })} className="flex items-center gap-4 px-5 py-3 transition-colors hover:bg-surface-strong focus-visible:bg-surface-strong focus-visible:outline-none sm:px-6">
              <Poster video={video} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{video.title}</span>
                <span className="mt-0.5 block text-xs text-muted">
                  {date.format(new Date(video.created_at))} · {video.format}
                </span>
              </span>
              <span className="hidden rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900 sm:inline dark:bg-emerald-950/60 dark:text-emerald-200">
                {t('dashboard.recent.ready')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {recent.isPending ? (
        <p role="status" className="px-6 py-10 text-center text-sm text-muted">
          {t('common.loading')}
        </p>
      ) : recent.isError ? (
        <div role="alert" className="px-6 py-10 text-center text-sm">
          <p className="text-muted">{errorMessage(recent.error)}</p>
          <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => void recent.refetch()}>
            {t('dashboard.recent.retry')}
          </button>
        </div>
      ) : !hasVideos ? (
        <div className="px-6 py-12 text-center">
          <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-brand-soft text-brand">{ICONS.videos}</span>
          <p className="mt-4 font-semibold">{t('dashboard.recent.empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('dashboard.recent.emptyText')}</p>
          <Link to={pathTo('create')} className={buttonClasses('primary', 'mt-6')}>
            {t('dashboard.recent.emptyCta')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

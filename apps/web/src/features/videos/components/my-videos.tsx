import { DEFAULT_VIDEOS_PAGE_SIZE } from '@reelsmith/contracts';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useDeleteVideos } from '../api/delete-video';
import { downloadVideo } from '../api/download-video';
import { useVideos, type VideoSummary } from '../api/get-videos';
import { useGenerations } from '../hooks/use-generations';
import { useSelection } from '../hooks/use-selection';
import { pageAfterDeleting, parsePageParam, summarizePage } from '../utils/pagination';
import { ConfirmDeleteDialog, DANGER_BUTTON } from './confirm-delete-dialog';
import { EmptyVideos } from './empty-videos';
import { GenerationRow } from './generation-row';
import { PaginationBar } from './pagination-bar';
import { VideoRow } from './video-row';
import { VideoSearch } from './video-search';

/**
 * My videos (spec §2): search by title, the running generation, the finished videos a page at a
 * time, and view, download, delete (one or the ticked ones, after asking). Page and search live in
 * the address, so back and forward and a reload keep them.
 */
export function MyVideos() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = parsePageParam(params.get('page'));
  const list = useVideos({ page, limit: DEFAULT_VIDEOS_PAGE_SIZE, q });
  const generations = useGenerations();
  const videos = list.data?.videos ?? [];
  const selection = useSelection(`${page}|${q}`, videos.map((video) => video.id));
  const deletion = useDeleteVideos();
  const [toDelete, setToDelete] = useState<VideoSummary[] | null>(null);
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());

  // A search typed letter by letter, or a correction of the address, is no step of history.
  const goTo = (next: { page?: number; q?: string }, replace = next.q !== undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const nextQ = next.q ?? q;
        const nextPage = next.page ?? page;
        if (nextQ) updated.set('q', nextQ);
        else updated.delete('q');
        if (nextPage > 1) updated.set('page', String(nextPage));
        else updated.delete('page');
        return updated;
      },
      { replace },
    );

  // An address past the last page (old link, videos deleted elsewhere) shows the last page instead.
  const showLastPage = useEffectEvent((pages: number) => goTo({ page: pages }, true));
  // Only the answer for this page counts, not the previous page kept on screen while it loads.
  const pagesNow = list.isPlaceholderData ? undefined : list.data?.pages;
  useEffect(() => {
    if (pagesNow !== undefined && page > pagesNow) showLastPage(pagesNow);
  }, [page, pagesNow]);

  const download = async (video: VideoSummary) => {
    if (!video.download_url) {
      toast.error(t('videos.urlUnavailable'));
      return;
    }
    setDownloading((current) => new Set(current).add(video.id));
    try {
      await downloadVideo(video.download_url, video.title);
    } catch {
      toast.error(t('videos.downloadFailed'));
    } finally {
      setDownloading((current) => {
        const next = new Set(current);
        next.delete(video.id);
        return next;
      });
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const ids = toDelete.map((video) => video.id);
    deletion.mutate(ids, {
      onSuccess: ({ deleted, failed }) => {
        if (deleted.length > 0) toast.success(t('videos.deleted', { count: deleted.length }));
        if (failed.length > 0) toast.error(t('videos.deleteFailed', { count: failed.length }));
        selection.clear();
        setToDelete(null);
        const nextPage = pageAfterDeleting({ page, shown: videos.length, deleted: deleted.length });
        if (nextPage !== page) goTo({ page: nextPage });
      },
      onError: () => {
        toast.error(t('videos.deleteFailed', { count: ids.length }));
        setToDelete(null);
      },
    });
  };

  const deletingIds = deletion.isPending ? new Set(deletion.variables) : new Set<string>();
  const summary = list.data ? summarizePage({ page: list.data.page, pages: list.data.pages, total: list.data.total, shown: videos.length }) : null;
  const rows = [generations.running, generations.failed].filter((job) => job !== null);
  const isEmpty = list.isSuccess && list.data.total === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.videos.title')}</h1>
          <p className="mt-2 text-muted">{t('pages.videos.description')}</p>
        </div>
        <VideoCreateLink />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* Nothing to search before the first video. */}
        {q || (list.data?.total ?? 0) > 0 ? <VideoSearch initialQuery={q} onSearch={(nextQ) => goTo({ q: nextQ, page: 1 })} /> : <span />}
        {videos.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <label className="flex items-center gap-2 text-muted">
              <input
                type="checkbox"
                checked={selection.allSelected}
                ref={(input) => {
                  if (input) input.indeterminate = selection.someSelected;
                }}
                onChange={(event) => selection.toggleAll(event.target.checked)}
                className="size-4 accent-brand"
              />
              {t('videos.selectAll')}
            </label>
            {selection.selected.length > 0 ? (
              <button
                type="button"
                className={`${DANGER_BUTTON} h-9 px-4`}
                onClick={() => setToDelete(videos.filter((video) => selection.isSelected(video.id)))}
              >
                {t('videos.deleteSelected', { count: selection.selected.length })}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-6">
        {rows.length > 0 ? (
          <ul aria-label={t('videos.generationsLabel')} className="mb-3 flex flex-col gap-3">
            {rows.map((job) => (
              <GenerationRow key={job.job_id} job={job} {...(job.status === 'failed' ? { onDismiss: generations.dismissFailed } : {})} />
            ))}
          </ul>
        ) : null}

        {list.isPending ? (
          <VideoListSkeleton />
        ) : list.isError && !list.data ? (
          <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
            <p className="font-semibold">{t('videos.loadError')}</p>
            <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => void list.refetch()}>
              {t('videos.tryAgain')}
            </button>
          </div>
        ) : isEmpty && q ? (
          <div className="rounded-2xl border border-dashed border-border px-6 py-12 text-center">
            <p className="text-muted">{t('videos.noMatches', { query: q })}</p>
            <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => goTo({ q: '', page: 1 })}>
              {t('videos.clearSearch')}
            </button>
          </div>
        ) : isEmpty ? (
          rows.length === 0 ? <EmptyVideos /> : null
        ) : (
          <ul aria-label={t('pages.videos.title')} aria-busy={list.isFetching} className="flex flex-col gap-3">
            {videos.map((video) => (
              <VideoRow
                key={video.id}
                video={video}
                isSelected={selection.isSelected(video.id)}
                isDeleting={deletingIds.has(video.id)}
                isDownloading={downloading.has(video.id)}
                onSelect={(on) => selection.toggle(video.id, on)}
                onDownload={() => void download(video)}
                onDelete={() => setToDelete([video])}
              />
            ))}
          </ul>
        )}

        {summary && summary.total > 0 ? <PaginationBar summary={summary} onPage={(next) => goTo({ page: next })} /> : null}
      </div>

      <ConfirmDeleteDialog
        isOpen={toDelete !== null}
        count={toDelete?.length ?? 0}
        title={toDelete?.length === 1 ? (toDelete[0]?.title ?? null) : null}
        isDeleting={deletion.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

function VideoCreateLink() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <Link to={pathTo('create')} className={buttonClasses('primary', 'self-start sm:self-auto')}>
      <span aria-hidden="true">+</span> {t('videos.newVideo')}
    </Link>
  );
}

function VideoListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse items-center gap-4 rounded-2xl border border-border bg-surface p-4">
          <div className="aspect-video w-24 rounded-lg bg-surface-strong sm:w-36" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-surface-strong" />
            <div className="h-3 w-1/2 rounded bg-surface-strong" />
          </div>
        </div>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import type { VideoSummary } from '../api/get-videos';
import { formatCreatedAt, formatDuration } from '../utils/format';
import { StatusBadge } from './status-badge';
import { VideoPoster } from './video-poster';

const SMALL = 'h-9 px-4';

/** One finished video: tick box, poster, title and facts, and what can be done with it. */
export function VideoRow({
  video,
  isSelected,
  isDeleting,
  isDownloading,
  onSelect,
  onDownload,
  onDelete,
}: {
  video: VideoSummary;
  isSelected: boolean;
  isDeleting: boolean;
  isDownloading: boolean;
  onSelect: (selected: boolean) => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pathTo = usePathTo();
  const viewPath = pathTo('video', { id: video.id });
  const titleId = `video-title-${video.id}`;
  return (
    <li
      aria-labelledby={titleId}
      aria-busy={isDeleting}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-border bg-surface p-3 transition-opacity sm:flex-nowrap sm:p-4 ${isDeleting ? 'opacity-60' : ''} ${isSelected ? 'ring-2 ring-brand' : ''}`}
    >
      <input
        type="checkbox"
        checked={isSelected}
        disabled={isDeleting}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('videos.select', { title: video.title })}
        className="size-4 shrink-0 accent-brand"
      />
      <Link to={viewPath} tabIndex={-1} aria-hidden="true">
        <VideoPoster src={video.poster_url} />
      </Link>
      <div className="min-w-0 flex-1 basis-32">
        <h2 id={titleId} className="line-clamp-2 font-semibold break-words sm:line-clamp-1">
          <Link to={viewPath} className="hover:underline focus-visible:underline">
            {video.title}
          </Link>
        </h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm text-muted sm:gap-x-3">
          <StatusBadge status={video.status} />
          <span>{video.format}</span>
          <span>{formatDuration(video.duration_ms)}</span>
          <time dateTime={video.created_at}>{formatCreatedAt(video.created_at, language)}</time>
          {video.has_watermark ? <span>{t('videos.watermark')}</span> : null}
        </div>
      </div>
      <div className="flex w-full shrink-0 flex-wrap items-center gap-2 sm:w-auto">
        <Link to={viewPath} className={buttonClasses('secondary', SMALL)} aria-label={t('videos.viewTitle', { title: video.title })}>
          {t('videos.view')}
        </Link>
        <button
          type="button"
          onClick={onDownload}
          disabled={isDownloading || isDeleting}
          aria-busy={isDownloading}
          aria-label={isDownloading ? t('videos.downloading') : t('videos.downloadTitle', { title: video.title })}
          className={buttonClasses('secondary', SMALL)}
        >
          {isDownloading ? t('videos.downloading') : t('videos.download')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={isDeleting}
          aria-label={isDeleting ? t('videos.deleting') : t('videos.deleteTitle', { title: video.title })}
          className={buttonClasses('ghost', `${SMALL} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`)}
        >
          {isDeleting ? t('videos.deleting') : t('videos.delete')}
        </button>
      </div>
    </li>
  );
}

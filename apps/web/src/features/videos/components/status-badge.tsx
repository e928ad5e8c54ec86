import { useTranslation } from 'react-i18next';

/** The statuses the list shows (spec §4): a finished video, or a generation that runs or failed. */
export type VideoListStatus = 'completed' | 'processing' | 'pending' | 'failed';

const LOOKS: Record<VideoListStatus, string> = {
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  processing: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** A video's or a generation's status as a small coloured label. */
export function StatusBadge({ status }: { status: VideoListStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOKS[status]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full bg-current ${status === 'processing' ? 'animate-pulse' : ''}`} />
      {t(`videos.status.${status}`)}
    </span>
  );
}

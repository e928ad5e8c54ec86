import type { ClipStatus } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<ClipStatus, string> = {
  ready: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  processing: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  failed: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** A clip's status as a small coloured label. */
export function ClipStatusBadge({ status }: { status: ClipStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOKS[status]}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full bg-current ${status === 'processing' ? 'animate-pulse' : ''}`} />
      {t(`clips.status.${status}`)}
    </span>
  );
}

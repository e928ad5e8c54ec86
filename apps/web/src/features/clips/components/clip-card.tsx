import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { useLanguage } from '../../../lib/i18n';
import type { Clip } from '../api/list-clips';
import { formatBytes, formatClipDuration } from '../utils/clip-file';
import { ClipStatusBadge } from './clip-status-badge';

/**
 * One clip: a player once it is ready (its poster until it plays), a placeholder while it is
 * prepared, why it failed; its name, length, size and sound, and a delete button.
 */
export function ClipCard({ clip, isDeleting, onDelete }: { clip: Clip; isDeleting: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    clip.duration_ms !== null ? formatClipDuration(clip.duration_ms) : null,
    clip.width && clip.height ? `${clip.width}×${clip.height}` : null,
    formatBytes(clip.size_bytes, language),
    clip.has_audio === false ? t('clips.noSound') : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="grid aspect-video place-items-center bg-black/90">
        {clip.status === 'ready' && clip.video_url ? (
          <video controls preload="none" playsInline src={clip.video_url} poster={clip.poster_url ?? undefined} aria-label={t('clips.player', { name: clip.name })} className="size-full object-contain" />
        ) : (
          <span className="px-4 text-center text-sm text-white/80">{clip.status === 'processing' ? t('clips.preparing') : t('clips.unavailable')}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-semibold break-words">{clip.name}</h3>
          <ClipStatusBadge status={clip.status} />
        </div>
        <p className="text-sm text-muted">{facts.join(' · ')}</p>
        {clip.status === 'failed' && clip.error ? <p className="text-sm text-red-700 dark:text-red-400">{clip.error}</p> : null}
        <div className="mt-auto flex justify-end pt-2">
          <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} onClick={onDelete} disabled={isDeleting} aria-label={t('clips.deleteTitle', { name: clip.name })}>
            {isDeleting ? t('clips.deleting') : t('clips.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}

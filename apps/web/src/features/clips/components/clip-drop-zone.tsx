import { MAX_CLIP_SECONDS } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { ProgressBar } from '../../../components/ui/progress-bar/progress-bar';
import type { ClipUploadState } from '../hooks/use-clip-upload';
import { ACCEPTED_CLIP_TYPES, MAX_CLIP_SIZE_LABEL } from '../utils/clip-file';

/**
 * Where a clip is chosen or dropped (MP4, MOV or WebM), and how its upload goes: a progress bar
 * while it is sent, then that it is being prepared, or why it was refused. Screen readers hear that
 * it started, that it is sent, or the error; the bar's value, not every percent.
 */
export function ClipDropZone({ state, onFile, onCancel }: { state: ClipUploadState; onFile: (file: File) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const isUploading = state.kind === 'uploading';
  return (
    <div>
      <FileDropZone
        id={inputId}
        accept={ACCEPTED_CLIP_TYPES.join(',')}
        disabled={isUploading}
        aria-describedby={`${inputId}-hint`}
        onFiles={([file]) => {
          if (!isUploading) onFile(file);
        }}
        isInvalid={state.kind === 'error'}
        className="gap-2 rounded-2xl py-10"
      >
        {(isDragging) => (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-9 text-brand" fill="none" stroke="currentColor" strokeWidth="1.6">
              <rect x="3" y="5" width="14" height="14" rx="2" />
              <path d="m17 10 4-2.5v9L17 14" />
              <path d="M10 15V9m-2.5 2.5L10 9l2.5 2.5" />
            </svg>
            <span className="text-base font-semibold">{isDragging ? t('clips.drop.dragging') : t('clips.drop.pick')}</span>
            <span id={`${inputId}-hint`} className="text-sm text-muted">
              {t('clips.drop.hint', { seconds: MAX_CLIP_SECONDS, size: MAX_CLIP_SIZE_LABEL })}
            </span>
          </>
        )}
      </FileDropZone>

      <div aria-live="polite" className="mt-4 empty:hidden">
        {state.kind === 'uploading' ? (
          <div className="rounded-xl border border-border bg-surface p-4">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium">{t('clips.uploading', { name: state.name })}</span>
              {/* Hidden from the live region, which would read every percent: the bar below tells it. */}
              <span aria-hidden="true" className="shrink-0 tabular-nums text-muted">
                {state.percent}%
              </span>
            </div>
            <ProgressBar value={state.percent} label={t('clips.uploadProgress', { name: state.name })} className="mt-3 h-2" fillClassName="bg-brand transition-[width]" />
            <button type="button" className={buttonClasses('ghost', 'mt-3 h-9 px-4')} onClick={onCancel}>
              {t('clips.cancelUpload')}
            </button>
          </div>
        ) : null}
        {state.kind === 'uploaded' ? <FormAlert tone="success">{t('clips.uploaded', { name: state.name })}</FormAlert> : null}
      </div>
      {state.kind === 'error' ? <FormAlert className="mt-4">{state.message}</FormAlert> : null}
    </div>
  );
}

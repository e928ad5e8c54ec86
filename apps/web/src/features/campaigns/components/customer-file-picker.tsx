import { MAX_CUSTOMER_FILE_BYTES, MAX_CUSTOMER_ROWS } from '@reelsmith/contracts';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { CUSTOMER_FILE_ACCEPT, formatBytes } from '../utils/customer-file-check';
import { formatCount } from '../utils/format';

/** The customer list: picked or dropped, with its name and size once chosen, and what is wrong with it. */
export function CustomerFilePicker({ file, error, onPick, disabled = false }: { file: File | null; error: string | null; onPick: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onPick(dropped);
  };
  const hint = t('campaigns.new.fileHint', { size: `${MAX_CUSTOMER_FILE_BYTES / 1024 / 1024} MB`, rows: formatCount(MAX_CUSTOMER_ROWS, language) });
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('campaigns.new.fileLabel')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={CUSTOMER_FILE_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        className="peer sr-only"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) onPick(picked);
          // The same file can be picked again after it was corrected.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={`mt-2 flex cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
          isDragging ? 'border-brand bg-brand-soft' : error ? 'border-red-500/70' : 'border-border hover:border-brand/60'
        }`}
      >
        <span aria-hidden="true" className="text-3xl text-brand">
          ⇪
        </span>
        {file ? (
          <>
            <span className="font-semibold break-all">{file.name}</span>
            <span className="text-xs text-muted">
              {formatBytes(file.size, language)} · {t('campaigns.new.fileChange')}
            </span>
          </>
        ) : (
          <span className="font-semibold">{t('campaigns.new.filePick')}</span>
        )}
        <span id={`${inputId}-hint`} className="mt-1 text-xs text-pretty text-muted">
          {hint}
        </span>
      </label>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

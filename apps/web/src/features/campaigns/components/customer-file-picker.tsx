import { MAX_CUSTOMER_FILE_BYTES, MAX_CUSTOMER_ROWS } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/ui/file-drop-zone/file-drop-zone';
import { useLanguage } from '../../../lib/i18n';
import { CUSTOMER_FILE_ACCEPT, formatBytes } from '../utils/customer-file-check';
import { formatCount } from '../utils/format';

/** The customer list: picked or dropped, with its name and size once chosen, and what is wrong with it. */
export function CustomerFilePicker({ file, error, onPick, disabled = false }: { file: File | null; error: string | null; onPick: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const hint = t('campaigns.new.fileHint', { size: `${MAX_CUSTOMER_FILE_BYTES / 1024 / 1024} MB`, rows: formatCount(MAX_CUSTOMER_ROWS, language) });
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('campaigns.new.fileLabel')}
      </label>
      <FileDropZone
        id={inputId}
        accept={CUSTOMER_FILE_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        error={error}
        onFiles={([picked]) => {
          if (!disabled) onPick(picked);
        }}
        className="mt-2 gap-1 rounded-2xl py-8"
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
      </FileDropZone>
    </div>
  );
}

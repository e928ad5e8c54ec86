import type { CampaignDetails } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateCampaign } from '../api/update-campaign';
import { serverFieldErrors } from '../utils/field-errors';
import { readingChange, sheetChoices, shownReading, type FileReading } from '../utils/file-reading';
import { SELECT_CLASSES } from './field-styles';

/**
 * How the customer file is read, saved at once: the sheet of a workbook that has several, and
 * whether the first row names the columns. The server reads the file again, and the whole draft
 * (columns, mapping, rows) follows its answer.
 */
export function FileReadingControls({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const sheetId = useId();
  const update = useUpdateCampaign(campaign.id);
  const file = campaign.source_file;
  const sheets = sheetChoices(file);
  const shown = shownReading(file, update.isPending ? update.variables : undefined);
  const choose = (choice: Partial<FileReading>) => {
    const changes = readingChange(file, choice);
    if (changes) update.mutate(changes);
  };
  const fieldErrors = serverFieldErrors(update.error, '');

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        {sheets.length > 0 ? (
          <div className="flex min-w-48 flex-col gap-1.5">
            <label htmlFor={sheetId} className="text-sm font-medium">
              {t('campaigns.file.sheet')}
            </label>
            <select id={sheetId} value={shown.sheet ?? ''} onChange={(event) => choose({ sheet: event.target.value })} disabled={update.isPending} className={SELECT_CLASSES}>
              {sheets.map((sheet) => (
                <option key={sheet} value={sheet}>
                  {sheet}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" checked={shown.hasHeader} onChange={(event) => choose({ hasHeader: event.target.checked })} disabled={update.isPending} className="size-4 accent-brand" />
          {t('campaigns.file.hasHeader')}
        </label>
      </div>
      <p className="text-xs text-muted">{t('campaigns.file.readingHint')}</p>
      <p className="text-xs text-muted" aria-live="polite">
        {update.isPending ? t('campaigns.save.saving') : null}
      </p>
      {update.isError ? <FormAlert>{fieldErrors.sheet ?? fieldErrors.has_header ?? errorMessage(update.error)}</FormAlert> : null}
    </div>
  );
}

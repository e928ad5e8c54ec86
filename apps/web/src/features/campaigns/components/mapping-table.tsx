import type { CampaignDetails } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { useUpdateCampaign } from '../api/update-campaign';
import { useReportUnsaved } from '../hooks/unsaved-sections';
import { useSectionDraft } from '../hooks/use-section-draft';
import { assignVariable, variableChoices } from '../utils/column-mapping';
import { isVariableName } from '../utils/template-text';
import { SELECT_CLASSES, SMALL_BUTTON } from './field-styles';
import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';

// The select's value for "type another name" (no variable can start with _).
const OTHER = '__other__';

/**
 * The file's first rows under their columns, with the variable each column fills. A choice is
 * saved at once; when saving fails the choice stays on screen with the reason and a retry.
 */
export function MappingTable({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const draft = useSectionDraft<Record<string, string>>(campaign.mapping);
  useReportUnsaved('mapping', draft.isDirty);
  const update = useUpdateCampaign(campaign.id);
  const [other, setOther] = useState<{ column: number; text: string; isInvalid: boolean } | null>(null);

  const saveMapping = (mapping: Record<string, string>) => {
    draft.set(mapping);
    update.mutate({ mapping }, { onSuccess: (details) => draft.settle(mapping, details.mapping) });
  };
  const choose = (column: number, value: string) => {
    if (value === OTHER) return setOther({ column, text: '', isInvalid: false });
    setOther(null);
    saveMapping(assignVariable(draft.value, column, value || null));
  };
  const applyOther = () => {
    if (!other) return;
    const name = other.text.trim();
    if (!isVariableName(name)) return setOther({ ...other, isInvalid: true });
    setOther(null);
    saveMapping(assignVariable(draft.value, other.column, name));
  };
  const columnName = (index: number) => (campaign.source_file.has_header && campaign.columns[index]?.trim()) || t('campaigns.mapping.column', { number: index + 1 });

  return (
    <div>
      <h3 className="font-semibold">{t('campaigns.mapping.title')}</h3>
      <p className="mt-1 text-sm text-muted">{t('campaigns.mapping.hint')}</p>
      {/* relative: the sr-only labels inside are placed absolutely; they must stay in the scrolling box or they widen the page. */}
      <div role="region" aria-label={t('campaigns.mapping.tableLabel')} tabIndex={0} className="relative mt-3 overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-brand">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-surface-strong align-top">
            <tr>
              {campaign.columns.map((_, index) => {
                const current = draft.value[String(index)];
                const isOther = other?.column === index;
                const selectId = `mapping-${campaign.id}-${index}`;
                return (
                  <th key={index} scope="col" className="min-w-44 px-3 py-3 font-medium">
                    <span className="block truncate" title={columnName(index)}>
                      {columnName(index)}
                    </span>
                    <label htmlFor={selectId} className="sr-only">
                      {t('campaigns.mapping.variableFor', { column: columnName(index) })}
                    </label>
                    <select
                      id={selectId}
                      value={isOther ? OTHER : (current ?? '')}
                      onChange={(event) => choose(index, event.target.value)}
                      disabled={update.isPending}
                      className={`${SELECT_CLASSES} mt-2 h-9 font-normal`}
                    >
                      <option value="">{t('campaigns.mapping.notUsed')}</option>
                      {variableChoices(campaign.columns[index] ?? '', current).map((variable) => (
                        <option key={variable} value={variable}>
                          {variable}
                        </option>
                      ))}
                      <option value={OTHER}>{t('campaigns.mapping.other')}</option>
                    </select>
                    {isOther ? (
                      <OtherName
                        value={other.text}
                        isInvalid={other.isInvalid}
                        column={columnName(index)}
                        onChange={(text) => setOther({ column: index, text, isInvalid: false })}
                        onUse={applyOther}
                      />
                    ) : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {campaign.sample_rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-border">
                {campaign.columns.map((_, index) => (
                  <td key={index} className="max-w-56 truncate px-3 py-2" title={row[index] ?? ''}>
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted" aria-live="polite">
        {update.isPending ? t('campaigns.save.saving') : null}
      </p>
      {update.isError ? (
        <FormAlert className="mt-2">
          {errorMessage(update.error)}{' '}
          <button type="button" className={buttonClasses('secondary', `${SMALL_BUTTON} mt-2`)} onClick={() => saveMapping(draft.value)}>
            {t('campaigns.tryAgain')}
          </button>
        </FormAlert>
      ) : null}
    </div>
  );
}

function OtherName({ value, isInvalid, column, onChange, onUse }: { value: string; isInvalid: boolean; column: string; onChange: (text: string) => void; onUse: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 space-y-1.5 font-normal">
      <div className="flex gap-1.5">
        <input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onUse();
            }
          }}
          aria-label={t('campaigns.mapping.otherLabel', { column })}
          aria-invalid={isInvalid || undefined}
          placeholder="due_date"
          maxLength={64}
          autoFocus
          className={`${INPUT_CLASSES} h-9`}
        />
        <button type="button" onClick={onUse} className={buttonClasses('secondary', 'h-9 px-3')}>
          {t('campaigns.mapping.use')}
        </button>
      </div>
      {isInvalid ? <p className="text-xs text-red-700 dark:text-red-400">{t('campaigns.mapping.otherInvalid')}</p> : null}
    </div>
  );
}

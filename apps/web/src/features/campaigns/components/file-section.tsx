import type { CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatBytes } from '../utils/customer-file-check';
import { sheetChoices } from '../utils/file-reading';
import { formatCount } from '../utils/format';
import { FileReadingControls } from './file-reading';
import { MappingTable } from './mapping-table';
import { SectionCard } from './section-card';
import { SkippedRows } from './skipped-rows';

/**
 * The customer list: what was read and how (sheet, header; changed at once), a variable for each
 * column (saved at once), and the rows that will get no video.
 */
export function FileSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const file = campaign.source_file;
  const facts = [
    [t('campaigns.file.name'), file.name],
    [t('campaigns.file.kind'), file.kind === 'xlsx' ? t('campaigns.file.excel') : t('campaigns.file.csv')],
    [t('campaigns.file.size'), formatBytes(file.size, language)],
    [t('campaigns.file.rows'), formatCount(file.row_count, language)],
    // A workbook of several sheets shows its sheet in the select that changes it.
    ...(file.sheet && sheetChoices(file).length === 0 ? [[t('campaigns.file.sheet'), file.sheet]] : []),
    ...(file.encoding ? [[t('campaigns.file.encoding'), file.encoding]] : []),
  ];
  return (
    <SectionCard id="campaign-file" title={t('campaigns.file.title')} description={t('campaigns.file.description')}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted">{term}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <FileReadingControls campaign={campaign} />
      <p className="rounded-xl bg-surface-strong px-4 py-3 text-sm" aria-live="polite">
        <strong>{t('campaigns.file.recipients', { count: campaign.recipients_count, formatted: formatCount(campaign.recipients_count, language) })}</strong>
        {campaign.skipped_count > 0 ? ` · ${t('campaigns.file.skippedCount', { count: campaign.skipped_count, formatted: formatCount(campaign.skipped_count, language) })}` : null}
      </p>
      <MappingTable campaign={campaign} />
      <SkippedRows campaign={campaign} />
    </SectionCard>
  );
}

import { EXPORT_FORMATS } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { downloadCampaignExport, type ExportFormat } from '../api/export-campaign';

/** Downloads every row with its watch and MP4 links, as CSV or as an Excel workbook. */
export function ExportButtons({ campaignId, name }: { campaignId: string; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadCampaignExport(campaignId, format, name);
    } catch {
      toast.error(t('campaigns.export.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={t('campaigns.export.label')} className="flex flex-wrap gap-2">
      {EXPORT_FORMATS.map((format) => (
        <button key={format} type="button" className={buttonClasses('secondary', 'h-9 px-4')} disabled={busy !== null} aria-busy={busy === format} onClick={() => void download(format)}>
          <span aria-hidden="true">↓</span> {busy === format ? t('campaigns.export.downloading') : t(`campaigns.export.${format}`)}
        </button>
      ))}
    </div>
  );
}

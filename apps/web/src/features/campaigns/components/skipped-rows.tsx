import type { CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatCount } from '../utils/format';

/** The rows that will get no video and why (the first ones the server lists; the count says if there are more). */
export function SkippedRows({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (campaign.skipped_count === 0) return <p className="text-sm text-muted">{t('campaigns.file.noneSkipped')}</p>;
  const unlisted = campaign.skipped_count - campaign.skipped.length;
  return (
    <details className="group rounded-xl border border-amber-300/60 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900/70 dark:bg-amber-950/40 dark:text-amber-100">
      <summary className="cursor-pointer font-semibold">
        {t('campaigns.file.skippedTitle', { count: campaign.skipped_count, formatted: formatCount(campaign.skipped_count, language) })}
      </summary>
      <ul className="mt-3 max-h-72 space-y-1.5 overflow-y-auto">
        {campaign.skipped.map((skipped) => (
          <li key={`${skipped.row}-${skipped.reason}`} className="flex gap-3">
            <span className="w-20 shrink-0 font-medium tabular-nums">{t('campaigns.file.row', { row: skipped.row })}</span>
            <span className="min-w-0 break-words">{skipped.message}</span>
          </li>
        ))}
      </ul>
      {unlisted > 0 ? <p className="mt-2 text-xs">{t('campaigns.file.moreSkipped', { count: unlisted, formatted: formatCount(unlisted, language) })}</p> : null}
    </details>
  );
}

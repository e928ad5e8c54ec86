import type { ListCampaignsResponse } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { percentOf } from '../utils/campaign-progress';
import { formatCount, formatDateTime } from '../utils/format';
import { CampaignStatusBadge } from './status-pill';

type CampaignSummary = ListCampaignsResponse['campaigns'][number];

/** One campaign of the list: its name (the way in), status, videos ready of all, and when it was made. */
export function CampaignRow({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pathTo = usePathTo();
  const titleId = `campaign-${campaign.id}`;
  const isDraft = campaign.status === 'draft';
  const percent = percentOf(campaign.ready_count, campaign.recipients_count);
  const readyText = t('campaigns.list.ready', { ready: formatCount(campaign.ready_count, language), total: formatCount(campaign.recipients_count, language) });
  return (
    <li aria-labelledby={titleId} className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface p-4 sm:flex-nowrap sm:p-5">
      <div className="min-w-0 flex-1 basis-48">
        <h2 id={titleId} className="font-semibold break-words">
          <Link to={pathTo('campaign', { id: campaign.id })} className="hover:underline focus-visible:underline">
            {campaign.name}
          </Link>
        </h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <CampaignStatusBadge status={campaign.status} />
          <time dateTime={campaign.created_at}>{formatDateTime(campaign.created_at, language)}</time>
        </div>
      </div>
      <div className="w-full text-sm sm:w-56">
        {isDraft ? (
          <p className="text-muted">{t('campaigns.list.recipients', { count: campaign.recipients_count, formatted: formatCount(campaign.recipients_count, language) })}</p>
        ) : (
          <>
            <p className="flex justify-between gap-2 text-muted">
              <span>{readyText}</span>
              <span className="tabular-nums" aria-hidden="true">
                {percent}%
              </span>
            </p>
            <div
              role="progressbar"
              aria-label={t('campaigns.list.progressOf', { name: campaign.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={readyText}
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-strong"
            >
              <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
            </div>
          </>
        )}
      </div>
    </li>
  );
}

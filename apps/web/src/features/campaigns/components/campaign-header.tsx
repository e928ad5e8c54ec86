import type { CampaignDetails } from '@reelsmith/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../utils/format';
import { CampaignStatusBadge } from './status-pill';

/** The top of a campaign's page: the way back to the list, its name and status, and the page's own actions. */
export function CampaignHeader({ campaign, actions }: { campaign: CampaignDetails; actions?: ReactNode }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const language = useLanguage();
  return (
    <header className="mb-6">
      <Link to={pathTo('campaigns')} className="text-sm font-medium text-brand hover:underline">
        <span aria-hidden="true">←</span> {t('campaigns.backToList')}
      </Link>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">{campaign.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <CampaignStatusBadge status={campaign.status} />
            <span>{t('campaigns.createdAt', { date: formatDateTime(campaign.created_at, language) })}</span>
          </div>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

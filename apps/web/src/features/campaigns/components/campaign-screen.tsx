import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useCampaign } from '../api/get-campaign';
import { CampaignRun } from './campaign-run';
import { DraftEditor } from './draft-editor';
import type { PlayerSlot } from './player-slot';

/**
 * /campaigns/:id: a draft opens in the editor; a started campaign shows its progress and recipients.
 * `onCreditsChanged` tells the app the balance moved (a confirm charged it; a cancel, or rows failing as
 * it runs, refunded it).
 */
export function CampaignScreen({
  id,
  renderPlayer,
  onCreditsChanged,
  shouldShowPackNote,
}: {
  id: string;
  renderPlayer: PlayerSlot;
  onCreditsChanged: () => void;
  shouldShowPackNote: boolean;
}) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const campaign = useCampaign(id);

  let content;
  if (campaign.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-muted">
        {t('common.loading')}
      </p>
    );
  } else if (campaign.isError && !campaign.data) {
    content = (
      <div role="alert" className="rounded-2xl border border-red-500/40 bg-red-500/10 p-6">
        <h1 className="text-xl font-semibold">{t('campaigns.loadError')}</h1>
        <button type="button" onClick={() => void campaign.refetch()} className={buttonClasses('secondary', 'mt-4')}>
          {t('campaigns.tryAgain')}
        </button>
      </div>
    );
  } else if (!campaign.data) {
    content = (
      <div className="py-10 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('campaigns.notFound.title')}</h1>
        <p className="mt-3 text-muted">{t('campaigns.notFound.text')}</p>
        <Link to={pathTo('campaigns')} className={buttonClasses('primary', 'mt-6')}>
          {t('campaigns.backToList')}
        </Link>
      </div>
    );
  } else if (campaign.data.status === 'draft') {
    // A new key per campaign: the editor's unsaved edits belong to that campaign only.
    content = <DraftEditor key={campaign.data.id} campaign={campaign.data} renderPlayer={renderPlayer} onStarted={onCreditsChanged} shouldShowPackNote={shouldShowPackNote} />;
  } else {
    content = <CampaignRun campaign={campaign.data} onCreditsChanged={onCreditsChanged} />;
  }
  return <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">{content}</div>;
}

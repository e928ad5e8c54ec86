import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { NewCampaignForm } from '../../../features/campaigns/components/new-campaign-form';
import { PackNote, shouldShowPackNote } from '../../../features/campaigns/components/pack-note';

/** New campaign: upload the customer list, then set the draft up in the editor. */
export default function CampaignNewPage() {
  return (
    <RequireSignIn>
      <NewCampaignScreen />
    </RequireSignIn>
  );
}

function NewCampaignScreen() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const me = useMe();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8">
        <Link to={pathTo('campaigns')} className="text-sm font-medium text-brand hover:underline">
          <span aria-hidden="true">←</span> {t('campaigns.backToList')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('pages.campaignNew.title')}</h1>
        <p className="mt-3 text-lg text-pretty text-muted">{t('pages.campaignNew.description')}</p>
      </header>
      {shouldShowPackNote(me.data) ? (
        <div className="mb-6">
          <PackNote />
        </div>
      ) : null}
      <NewCampaignForm />
    </div>
  );
}

import { useMe } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { CampaignList } from '../../../features/campaigns/components/campaign-list';
import { shouldShowPackNote } from '../../../features/campaigns/components/pack-note';

/** Campaigns: the signed-in user's personalized campaigns, and a way to start one. */
export default function CampaignsPage() {
  return (
    <RequireSignIn>
      <CampaignsScreen />
    </RequireSignIn>
  );
}

function CampaignsScreen() {
  const me = useMe();
  return <CampaignList shouldShowPackNote={shouldShowPackNote(me.data)} />;
}

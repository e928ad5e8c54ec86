import type { VideoFormat } from '@reelsmith/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { meQueryKey, useMe } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { CampaignScreen } from '../../../features/campaigns/components/campaign-screen';
import { shouldShowPackNote } from '../../../features/campaigns/components/pack-note';
import type { PlayerSlot } from '../../../features/campaigns/components/player-slot';
import { VideoPlayer } from '../../../features/player/components/video-player';

// The player's frame in each format's proportions (the preview is a video of the campaign's format).
const FRAME: Record<VideoFormat, { width: number; height: number }> = {
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '16:9': { width: 1920, height: 1080 },
};

const renderPlayer: PlayerSlot = ({ src, poster, title, format }) => <VideoPlayer key={src} src={src} poster={poster} title={title} {...FRAME[format]} />;

/** One campaign (/campaigns/:id): the draft editor, or a started campaign's progress, recipients and views. */
export default function CampaignPage() {
  return (
    <RequireSignIn>
      <CampaignRoute />
    </RequireSignIn>
  );
}

function CampaignRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const me = useMe();
  return (
    <CampaignScreen
      id={id}
      renderPlayer={renderPlayer}
      onCreditsChanged={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
      shouldShowPackNote={shouldShowPackNote(me.data)}
    />
  );
}

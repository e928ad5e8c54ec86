import type { CampaignDetails } from '@reelsmith/contracts';
import { useEffect, useRef, useState } from 'react';
import { useCreditsFollow } from '../hooks/use-credits-follow';
import { CampaignHeader } from './campaign-header';
import { RecipientList } from './recipient-list';
import { RunControls } from './run-controls';
import { RunProgress } from './run-progress';
import { ViewsSection } from './views-section';

/**
 * A started campaign: its progress (followed while it runs), pause/resume/cancel, who watched, and
 * every recipient. `onCreditsChanged` hears of every refund: a cancel, and rows failing as it runs.
 */
export function CampaignRun({ campaign, onCreditsChanged }: { campaign: CampaignDetails; onCreditsChanged: () => void }) {
  useCreditsFollow(campaign, onCreditsChanged);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [hasCancelled, setHasCancelled] = useState(false);
  const isCancelled = campaign.status === 'cancelled';
  // A cancelled campaign has no controls: the focus, left on the dialog's button, goes to what it says now.
  useEffect(() => {
    if (hasCancelled && isCancelled) statusRef.current?.focus();
  }, [hasCancelled, isCancelled]);
  return (
    <>
      <CampaignHeader campaign={campaign} actions={<RunControls campaign={campaign} onCreditsChanged={onCreditsChanged} onCancelled={() => setHasCancelled(true)} />} />
      <div className="space-y-6">
        <RunProgress campaign={campaign} statusRef={statusRef} />
        <ViewsSection campaign={campaign} />
        <RecipientList campaign={campaign} />
      </div>
    </>
  );
}

import type { CampaignDetails } from '@reelsmith/contracts';
import { CampaignHeader } from './campaign-header';
import { RecipientList } from './recipient-list';
import { RunControls } from './run-controls';
import { RunProgress } from './run-progress';
import { ViewsSection } from './views-section';

/** A started campaign: its progress (followed while it runs), pause/resume/cancel, who watched, and every recipient. */
export function CampaignRun({ campaign, onCreditsChanged }: { campaign: CampaignDetails; onCreditsChanged: () => void }) {
  return (
    <>
      <CampaignHeader campaign={campaign} actions={<RunControls campaign={campaign} onCreditsChanged={onCreditsChanged} />} />
      <div className="space-y-6">
        <RunProgress campaign={campaign} />
        <ViewsSection campaign={campaign} />
        <RecipientList campaign={campaign} />
      </div>
    </>
  );
}

import type { CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { UnsavedSectionsContext, useUnsavedSections } from '../hooks/unsaved-sections';
import { BasicsSection } from './basics-section';
import { CampaignHeader } from './campaign-header';
import { ClipSection } from './clip-section';
import { ConfirmSection } from './confirm-section';
import { CtaSection } from './cta-section';
import { DeleteDraftButton } from './delete-draft-button';
import { DeliverySection } from './delivery-section';
import { FileSection } from './file-section';
import { LeaveDraftDialog } from './leave-draft-dialog';
import { PackNote } from './pack-note';
import { PersonalizationSection } from './personalization-section';
import type { PlayerSlot } from './player-slot';
import { PreviewSection } from './preview-section';
import { ProductSection } from './product-section';
import { ScriptSection } from './script-section';

// The editor's sections, in the order a campaign is set up (ids are the sections' anchors).
const SECTIONS = ['file', 'basics', 'script', 'product', 'clip', 'personalization', 'cta', 'delivery', 'preview', 'confirm'] as const;

/**
 * A draft campaign, set up section by section; each section saves its own part. Preview and confirm
 * use what the server holds, so they wait while a section has unsaved edits.
 */
export function DraftEditor({
  campaign,
  renderPlayer,
  onStarted,
  shouldShowPackNote,
}: {
  campaign: CampaignDetails;
  renderPlayer: PlayerSlot;
  onStarted: () => void;
  shouldShowPackNote: boolean;
}) {
  const { t } = useTranslation();
  const { unsaved, report, leave, allowLeaving } = useUnsavedSections();
  const hasUnsaved = unsaved.size > 0;
  return (
    <UnsavedSectionsContext value={report}>
      <CampaignHeader campaign={campaign} actions={<DeleteDraftButton campaignId={campaign.id} name={campaign.name} onDeleted={allowLeaving} />} />
      {shouldShowPackNote ? <PackNote /> : null}
      <nav aria-label={t('campaigns.editor.sections')} className="mt-6">
        <ol className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map((section, index) => (
            <li key={section}>
              <a href={`#campaign-${section}`} className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border bg-surface px-3 hover:border-brand/60 focus-visible:outline-2 focus-visible:outline-brand">
                <span className="text-muted tabular-nums">{index + 1}.</span> {t(`campaigns.editor.nav.${section}`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-6 space-y-6">
        <FileSection campaign={campaign} />
        <BasicsSection campaign={campaign} />
        <ScriptSection campaign={campaign} />
        <ProductSection campaign={campaign} />
        <ClipSection campaign={campaign} />
        <PersonalizationSection campaign={campaign} />
        <CtaSection campaign={campaign} />
        <DeliverySection campaign={campaign} />
        <PreviewSection campaign={campaign} hasUnsaved={hasUnsaved} renderPlayer={renderPlayer} />
        <ConfirmSection campaign={campaign} hasUnsaved={hasUnsaved} onStarted={onStarted} />
      </div>
      <LeaveDraftDialog leave={leave} />
    </UnsavedSectionsContext>
  );
}

import type { CampaignDetails } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { useErrorMessage } from '../../../lib/error-message';
import { usePreviewCampaign } from '../api/preview-campaign';
import type { PlayerSlot } from './player-slot';
import { SectionCard } from './section-card';

/** The first row's video, made for free before anything is charged; the page follows it while it renders. */
export function PreviewSection({ campaign, hasUnsaved, renderPlayer }: { campaign: CampaignDetails; hasUnsaved: boolean; renderPlayer: PlayerSlot }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const start = usePreviewCampaign(campaign.id);
  const { preview } = campaign;
  const isRendering = preview.status === 'rendering';
  const blocker = hasUnsaved ? t('campaigns.preview.saveFirst') : campaign.recipients_count === 0 ? t('campaigns.preview.noRecipients') : null;
  const button = (label: string) => (
    <button type="button" className={buttonClasses('primary')} disabled={blocker !== null || start.isPending} aria-busy={start.isPending} onClick={() => start.mutate()}>
      {start.isPending ? t('campaigns.preview.starting') : label}
    </button>
  );
  return (
    <SectionCard id="campaign-preview" title={t('campaigns.preview.title')} description={t('campaigns.preview.description')}>
      <div aria-live="polite">
        {isRendering ? (
          <div role="status" className="rounded-2xl bg-surface-strong p-5">
            <p className="font-medium">{t('campaigns.preview.rendering', { row: preview.row ?? 1 })}</p>
            <p className="mt-1 text-sm text-muted">{t('campaigns.preview.renderingHint')}</p>
            <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-surface">
              <div className="h-full w-1/3 animate-pulse rounded-full bg-brand" />
            </div>
          </div>
        ) : null}
        {preview.status === 'ready' && preview.video_url ? (
          <div className="space-y-3">
            <p className="text-sm text-muted">{t('campaigns.preview.ready', { row: preview.row ?? 1 })}</p>
            <div className="mx-auto max-w-sm">{renderPlayer({ src: preview.video_url, poster: preview.poster_url, title: t('campaigns.preview.videoTitle', { name: campaign.name }), format: campaign.format })}</div>
          </div>
        ) : null}
        {preview.status === 'failed' ? <FormAlert>{preview.error ?? t('campaigns.preview.failed')}</FormAlert> : null}
      </div>
      {start.isError ? <FormAlert>{errorMessage(start.error)}</FormAlert> : null}
      {/* A ready preview is the one of the saved settings; any change clears it, and the button comes back. */}
      {preview.status === 'none' || preview.status === 'failed' ? (
        <div className="flex flex-wrap items-center gap-3">
          {button(preview.status === 'none' ? t('campaigns.preview.make') : t('campaigns.preview.again'))}
          {blocker ? <p className="text-sm text-muted">{blocker}</p> : null}
        </div>
      ) : null}
    </SectionCard>
  );
}

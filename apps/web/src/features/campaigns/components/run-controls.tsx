import type { CampaignDetails } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useErrorMessage } from '../../../lib/error-message';
import { useCancelCampaign } from '../api/cancel-campaign';
import { usePauseCampaign } from '../api/pause-campaign';
import { useResumeCampaign } from '../api/resume-campaign';

/**
 * Pause a running campaign, resume a paused one, or cancel either for good (after asking: unmade
 * rows are refunded). Nothing is left to show once cancelled: `onCancelled` lets the page move the focus.
 */
export function RunControls({ campaign, onCreditsChanged, onCancelled }: { campaign: CampaignDetails; onCreditsChanged: () => void; onCancelled: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const pause = usePauseCampaign(campaign.id);
  const resume = useResumeCampaign(campaign.id);
  const cancel = useCancelCampaign(campaign.id);
  const [isAsking, setIsAsking] = useState(false);
  const isBusy = pause.isPending || resume.isPending || cancel.isPending;
  const onError = (error: Error) => toast.error(errorMessage(error));
  const stop = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ refunded }) => {
        setIsAsking(false);
        toast.success(t('campaigns.run.cancelled', { count: refunded }));
        onCreditsChanged();
        onCancelled();
      },
      onError: (error) => {
        setIsAsking(false);
        onError(error);
      },
    });
  if (campaign.status !== 'running' && campaign.status !== 'paused') return null;
  return (
    <>
      {campaign.status === 'running' ? (
        <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} disabled={isBusy} onClick={() => pause.mutate(undefined, { onError })}>
          {pause.isPending ? t('campaigns.run.pausing') : t('campaigns.run.pause')}
        </button>
      ) : (
        <button type="button" className={buttonClasses('primary', 'h-9 px-4')} disabled={isBusy} onClick={() => resume.mutate(undefined, { onError })}>
          {resume.isPending ? t('campaigns.run.resuming') : t('campaigns.run.resume')}
        </button>
      )}
      <button
        type="button"
        className={buttonClasses('ghost', 'h-9 px-4 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950')}
        disabled={isBusy}
        onClick={() => setIsAsking(true)}
      >
        {t('campaigns.run.cancel')}
      </button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t('campaigns.run.cancelTitle')}
        description={t('campaigns.run.cancelText')}
        confirmLabel={cancel.isPending ? t('campaigns.run.cancelling') : t('campaigns.run.cancelConfirm')}
        cancelLabel={t('campaigns.run.keepGoing')}
        onConfirm={stop}
        isPending={cancel.isPending}
        isDestructive
      />
    </>
  );
}

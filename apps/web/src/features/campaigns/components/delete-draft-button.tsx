import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { usePathTo } from '../../../config/paths';
import { useErrorMessage } from '../../../lib/error-message';
import { useDeleteCampaign } from '../api/delete-campaign';

/** Deletes a draft (its file and preview) after asking, then goes back to the list (`onDeleted` first: its edits need no saving now). */
export function DeleteDraftButton({ campaignId, name, onDeleted }: { campaignId: string; name: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const deletion = useDeleteCampaign(campaignId);
  const [isAsking, setIsAsking] = useState(false);
  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('campaigns.deleteDraft.done'));
        onDeleted();
        void navigate(pathTo('campaigns'));
      },
      onError: (error) => {
        setIsAsking(false);
        toast.error(errorMessage(error));
      },
    });
  return (
    <>
      <button
        type="button"
        onClick={() => setIsAsking(true)}
        className={buttonClasses('ghost', 'h-9 px-4 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950')}
      >
        {t('campaigns.deleteDraft.button')}
      </button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t('campaigns.deleteDraft.title', { name })}
        description={t('campaigns.deleteDraft.text')}
        confirmLabel={deletion.isPending ? t('campaigns.deleteDraft.deleting') : t('campaigns.deleteDraft.confirm')}
        cancelLabel={t('campaigns.cancel')}
        onConfirm={remove}
        isPending={deletion.isPending}
        isDestructive
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';

/** Asks whether to leave a draft whose unsaved edits would be lost, while the router holds the navigation. */
export function LeaveDraftDialog({ leave }: { leave: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={leave.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && leave.state === 'blocked') leave.reset();
      }}
      title={t('campaigns.leave.title')}
      description={t('campaigns.leave.text')}
      confirmLabel={t('campaigns.leave.confirm')}
      cancelLabel={t('campaigns.leave.stay')}
      onConfirm={() => {
        if (leave.state === 'blocked') leave.proceed();
      }}
      isDestructive
    />
  );
}

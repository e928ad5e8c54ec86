import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/** A button that destroys something: the shared button's shape, in red. */
export const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-red-600 px-5 text-sm font-semibold text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:pointer-events-none disabled:opacity-50';

/** Asks before deleting one or several videos; stays open, showing the deleting state, until the deletion ends. */
export function ConfirmDeleteDialog({
  count,
  title,
  isOpen,
  isDeleting,
  onConfirm,
  onCancel,
}: {
  /** How many videos would go. */
  count: number;
  /** The video's title, when there is one. */
  title: string | null;
  isOpen: boolean;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isDeleting && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold">{t('videos.confirmDelete.title', { count })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {title && count === 1 ? <span className="mb-2 block font-medium break-words text-fg">{title}</span> : null}
            {t('videos.confirmDelete.text')}
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className={buttonClasses('secondary')} disabled={isDeleting}>
                {t('videos.confirmDelete.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={isDeleting}
              aria-busy={isDeleting}
              className={DANGER_BUTTON}
            >
              {isDeleting ? t('videos.deleting') : t('videos.confirmDelete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

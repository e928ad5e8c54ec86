import * as Dialog from '@radix-ui/react-dialog';
import { buttonClasses } from '../button/button-classes';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Disables both buttons while the action runs. */
  isPending?: boolean;
  /** A destructive action gets a red confirm button. */
  isDestructive?: boolean;
  /**
   * Once the dialog has closed: call event.preventDefault() and focus where reading should go on,
   * when the element that opened it is gone (the dialog has no trigger to give the focus back to).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks "are you sure?" before an action that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending = false,
  isDestructive = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const confirmClasses = isDestructive
    ? buttonClasses('primary', 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-600 dark:bg-red-500 dark:hover:bg-red-400')
    : buttonClasses('primary');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-pretty text-muted">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('secondary')} disabled={isPending}>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" className={confirmClasses} onClick={onConfirm} disabled={isPending}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';

/** Spec §2, §8: not enough credits — Buy Credits Now (to /credits in the page's language) or cancel; `onClose` says which. */
export function InsufficientCreditsDialog({ open, onClose }: { open: boolean; onClose: (action: 'buy_clicked' | 'dismissed') => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose('dismissed')}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none">
          <div aria-hidden="true" className="mb-4 grid size-12 place-items-center rounded-full bg-brand-soft text-2xl text-brand">
            ★
          </div>
          <Dialog.Title className="text-xl font-semibold">{t('generation.credits.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t('generation.credits.message')}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('secondary')}>{t('generation.credits.cancel')}</Dialog.Close>
            <Link to={pathTo('credits')} className={buttonClasses('primary')} onClick={() => onClose('buy_clicked')}>
              {t('generation.credits.buy')}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

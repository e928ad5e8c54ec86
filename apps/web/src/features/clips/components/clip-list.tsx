import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useErrorMessage } from '../../../lib/error-message';
import { useDeleteClip } from '../api/delete-clip';
import { useClips, type Clip } from '../api/list-clips';
import { ClipCard } from './clip-card';

/** The user's clips, newest first (the list asks again on its own while one is prepared), each deleted after asking. */
export function ClipList() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const clips = useClips();
  const deletion = useDeleteClip();
  const [toDelete, setToDelete] = useState<Clip | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hasDeleted = useRef(false);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => {
        hasDeleted.current = true;
        toast.success(t('clips.deleted'));
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  let body;
  if (clips.isPending) body = <p role="status" className="text-sm text-muted">{t('common.loading')}</p>;
  else if (clips.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{t('clips.list.loadError')}</p>
        <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} onClick={() => void clips.refetch()}>
          {t('clips.list.retry')}
        </button>
      </div>
    );
  else if (clips.data.length === 0) body = <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted">{t('clips.list.empty')}</p>;
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {clips.data.map((clip) => (
          <ClipCard key={clip.id} clip={clip} isDeleting={deletion.isPending && deletion.variables === clip.id} onDelete={() => setToDelete(clip)} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="clips-list-title" className="mt-12">
      <h2 id="clips-list-title" ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t('clips.list.title')}
      </h2>
      <div className="mt-4">{body}</div>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('clips.confirmDelete.title', { name: toDelete?.name ?? '' })}
        description={t('clips.confirmDelete.text')}
        confirmLabel={t('clips.confirmDelete.confirm')}
        cancelLabel={t('clips.confirmDelete.cancel')}
        onConfirm={confirmDelete}
        isPending={deletion.isPending}
        isDestructive
        onCloseAutoFocus={(event) => {
          // The deleted clip's card, and the button that opened the dialog, are gone: reading goes on from the list.
          if (!hasDeleted.current) return;
          hasDeleted.current = false;
          event.preventDefault();
          heading.current?.focus();
        }}
      />
    </section>
  );
}

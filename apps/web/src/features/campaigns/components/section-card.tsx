import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import type { SaveState } from '../hooks/use-campaign-section';

/** One part of the draft editor: a heading, its fields, and its own Save. */
export function SectionCard({ id, title, description, save, children }: { id: string; title: string; description?: string; save?: SaveState; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1.5 text-sm text-pretty text-muted">{description}</p> : null}
      <div className="mt-6 space-y-5">{children}</div>
      {save ? <SaveBar title={title} save={save} /> : null}
    </section>
  );
}

function SaveBar({ title, save }: { title: string; save: SaveState }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  // Field checks are said beside each field; the server's VALIDATION_ERROR names raw field paths, so it is said in words instead.
  const isFieldError = save.hasFieldErrors || (save.error instanceof ApiError && save.error.code === 'VALIDATION_ERROR');
  const status = save.isSaving ? t('campaigns.save.saving') : save.isDirty ? t('campaigns.save.unsaved') : save.error ? null : t('campaigns.save.saved');
  return (
    <div className="mt-6 border-t border-border pt-5">
      {save.error || save.hasFieldErrors ? (
        <FormAlert className="mb-4">{isFieldError ? t('campaigns.save.fixFields') : errorMessage(save.error)}</FormAlert>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p aria-live="polite" className="text-sm text-muted">
          {status}
        </p>
        <button
          type="button"
          onClick={save.onSave}
          disabled={!save.isDirty || save.isSaving}
          aria-label={t('campaigns.save.buttonFor', { section: title })}
          className={buttonClasses('primary')}
        >
          {save.isSaving ? t('campaigns.save.saving') : t('campaigns.save.button')}
        </button>
      </div>
    </div>
  );
}

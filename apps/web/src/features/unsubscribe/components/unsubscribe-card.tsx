import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import type { UnsubscribeView } from '../utils/unsubscribe-view';

/** The card; `shouldTakeFocus` puts the focus on its title as it shows (the button pressed before is gone). */
function Card({ title, text, children, shouldTakeFocus = false }: { title: string; text: string; children?: ReactNode; shouldTakeFocus?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldTakeFocus) heading.current?.focus();
  }, [shouldTakeFocus]);
  return (
    <div className="rounded-3xl border border-border bg-surface p-6 text-center shadow-sm sm:p-8">
      <h1
        ref={heading}
        tabIndex={shouldTakeFocus ? -1 : undefined}
        className={`text-2xl font-bold tracking-tight text-balance sm:text-3xl${shouldTakeFocus ? ' focus:outline-none' : ''}`}
      >
        {title}
      </h1>
      <p className="mt-4 text-pretty text-muted">{text}</p>
      {children ? <div className="mt-6 grid gap-4">{children}</div> : null}
    </div>
  );
}

/**
 * The unsubscribe page's card: loading, whose e-mails and the confirm button, done, or why the
 * link does not work. Changes are announced (aria-live), since the button replaces itself.
 */
export function UnsubscribeCard({ view, onConfirm, onRetry }: { view: UnsubscribeView; onConfirm: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  let content: ReactNode;
  switch (view.kind) {
    case 'loading':
      content = (
        <p role="status" className="py-16 text-center text-muted">
          {t('common.loading')}
        </p>
      );
      break;
    case 'invalid':
      content = <Card title={t('unsubscribe.invalid.title')} text={t('unsubscribe.invalid.text')} />;
      break;
    case 'load-error':
      content = (
        <Card title={t('pages.unsubscribe.title')} text={t('pages.unsubscribe.description')}>
          <FormAlert>{t('unsubscribe.loadError')}</FormAlert>
          <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'h-12 w-full text-base')}>
            {t('unsubscribe.tryAgain')}
          </button>
        </Card>
      );
      break;
    case 'confirm': {
      const names = { sender: view.status.sender, email: view.status.email };
      content = (
        <Card title={t('unsubscribe.confirm.title', names)} text={t('unsubscribe.confirm.text', names)}>
          {view.hasFailed ? <FormAlert>{t('unsubscribe.sendError')}</FormAlert> : null}
          <button type="button" onClick={onConfirm} disabled={view.isSubmitting} className={buttonClasses('primary', 'h-12 w-full text-base')}>
            {view.isSubmitting ? t('unsubscribe.confirm.submitting') : t('unsubscribe.confirm.button')}
          </button>
        </Card>
      );
      break;
    }
    case 'done':
      content = (
        <Card title={t('unsubscribe.done.title')} text={t('unsubscribe.done.text', { sender: view.status.sender, email: view.status.email })} shouldTakeFocus={view.isJustConfirmed} />
      );
      break;
  }
  return (
    <section aria-live="polite" className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6 sm:py-24">
      {content}
    </section>
  );
}

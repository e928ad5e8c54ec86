import * as Dialog from '@radix-ui/react-dialog';
import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ALL_COOKIES, type ConsentChoice } from '../../../lib/consent';
import { ConsentContext } from '../consent-provider';

type Kind = 'necessary' | keyof ConsentChoice;

function Toggle({ kind, checked, onChange }: { kind: Kind; checked: boolean; onChange?: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {t(`consent.settings.${kind}.title`)}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm text-pretty text-muted">
          {t(`consent.settings.${kind}.text`)}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={!onChange}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-surface-strong ring-1 ring-border transition-colors ring-inset before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-[1.375rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}

/** The cookie settings: necessary (always on), analytics and marketing, saved as chosen. */
export function CookieSettingsDialog() {
  const { isSettingsOpen, setSettingsOpen } = use(ConsentContext);
  return (
    <Dialog.Root open={isSettingsOpen} onOpenChange={setSettingsOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 text-fg shadow-2xl focus:outline-none">
          {/* Mounted on open, so the switches start from what applies now. */}
          <SettingsForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SettingsForm() {
  const { t } = useTranslation();
  const { consent, decide } = use(ConsentContext);
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: consent.analytics, marketing: consent.marketing });
  return (
    <>
      <Dialog.Title className="text-lg font-semibold">{t('consent.settings.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-pretty text-muted">{t('consent.settings.text')}</Dialog.Description>
      <div className="mt-2 divide-y divide-border">
        <Toggle kind="necessary" checked />
        <Toggle kind="analytics" checked={choice.analytics} onChange={(analytics) => setChoice({ ...choice, analytics })} />
        <Toggle kind="marketing" checked={choice.marketing} onChange={(marketing) => setChoice({ ...choice, marketing })} />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => decide(ALL_COOKIES)} className={buttonClasses('secondary')}>
          {t('consent.banner.acceptAll')}
        </button>
        <button type="button" onClick={() => decide(choice)} className={buttonClasses('primary')}>
          {t('consent.settings.save')}
        </button>
      </div>
    </>
  );
}

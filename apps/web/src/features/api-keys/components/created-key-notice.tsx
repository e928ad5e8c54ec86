import type { CreatedApiKey } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/** A new key, shown this once: a copy button, and the warning that it will not be shown again. */
export function CreatedKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setIsCopied(true);
      toast.success(t('settings.apiKeys.copied'));
    } catch {
      // No clipboard (permission refused, insecure origin): select the text, so Ctrl+C copies it.
      const input = document.getElementById('created-api-key') as HTMLInputElement | null;
      input?.select();
      toast.error(t('settings.apiKeys.copyFailed'));
    }
  };
  return (
    <section aria-labelledby="created-api-key-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-800/80 dark:bg-amber-950/40 dark:text-amber-50">
      <h3 id="created-api-key-title" className="font-semibold">
        {t('settings.apiKeys.createdTitle', { name: created.name })}
      </h3>
      <p role="status" className="mt-1 text-sm">
        {t('settings.apiKeys.createdWarning')}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="created-api-key" className="sr-only">
          {t('settings.apiKeys.keyLabel')}
        </label>
        <input
          id="created-api-key"
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-xl border border-amber-300 bg-white px-3 font-mono text-sm text-fg dark:border-amber-800 dark:bg-bg"
        />
        <button type="button" className={buttonClasses('primary')} onClick={() => void copy()}>
          {isCopied ? t('settings.apiKeys.copiedButton') : t('settings.apiKeys.copy')}
        </button>
      </div>
      <button type="button" className="mt-3 text-sm font-semibold underline underline-offset-4" onClick={onDone}>
        {t('settings.apiKeys.done')}
      </button>
    </section>
  );
}

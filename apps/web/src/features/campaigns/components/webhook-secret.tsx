import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/** The secret that signs the webhook's calls (Reelsmith-Signature), hidden until asked, with a copy button. */
export function WebhookSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isShown, setIsShown] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('campaigns.delivery.secretCopied'));
    } catch {
      // No clipboard permission (or not a secure context): show and select it for the user to copy.
      setIsShown(true);
      requestAnimationFrame(() => (document.getElementById(id) as HTMLInputElement | null)?.select());
      toast.error(t('campaigns.delivery.secretCopyFailed'));
    }
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {t('campaigns.delivery.secret')}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          type={isShown ? 'text' : 'password'}
          value={secret}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 basis-48 rounded-full border border-border bg-surface-strong px-4 font-mono text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
        />
        <button type="button" onClick={() => setIsShown((shown) => !shown)} aria-pressed={isShown} className={buttonClasses('secondary', 'shrink-0')}>
          {t('campaigns.delivery.secretShow')}
        </button>
        <button type="button" onClick={() => void copy()} className={buttonClasses('secondary', 'shrink-0')}>
          {t('campaigns.delivery.secretCopy')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-pretty text-muted">
        {t('campaigns.delivery.secretHint')}
      </p>
    </div>
  );
}

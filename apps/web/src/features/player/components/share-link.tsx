import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/**
 * The video's public watch page (/v/:slug), ready to copy: anyone with the link can watch and
 * download the video without an account, and its preview shows on social networks.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      toast.success(t('player.share.copied'));
    } catch {
      // No clipboard permission (or not a secure context): select the text for the user to copy.
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
      toast.error(t('player.share.copyFailed'));
    }
  };
  return (
    <div>
      <label htmlFor={`${id}-link`} className="text-sm font-medium">
        {t('player.share.label')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-link`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          className="h-11 min-w-0 flex-1 rounded-full border border-border bg-surface-strong px-4 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
        />
        <button type="button" onClick={() => void copy()} className={buttonClasses('secondary', 'shrink-0')}>
          {isCopied ? t('player.share.copiedShort') : t('player.share.copy')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
        {t('player.share.hint')}
      </p>
    </div>
  );
}

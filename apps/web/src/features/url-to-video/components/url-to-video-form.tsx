import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';
import { checkProductUrl } from '../utils/url-to-video-rules';

/**
 * The product page address, its help text and the submit button, which says 'Generating video...'
 * while a generation is being requested or runs. An address that is not a URL is refused here
 * (spec §5, §8: a toast, and the field marked); `error` is a refusal of the server, shown under it.
 */
export function UrlToVideoForm({
  url,
  onUrlChange,
  isGenerating,
  isDisabled,
  error,
  onSubmit,
}: {
  /** The address as typed: kept by the page, so it survives the form being drawn again (sign-in found, Create new). */
  url: string;
  onUrlChange: (url: string) => void;
  isGenerating: boolean;
  /** Nothing may be sent yet (still finding out who is signed in, or whether a generation runs). */
  isDisabled: boolean;
  error: string | null;
  onSubmit: (productUrl: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [ownError, setOwnError] = useState<string | null>(null);
  const shownError = ownError ?? error;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isGenerating || isDisabled) return;
    const invalid = checkProductUrl(url);
    if (invalid) {
      const message = 'key' in invalid ? t(invalid.key) : invalid.text;
      setOwnError(message);
      toast.error(message);
      document.getElementById(`${id}-url`)?.focus();
      return;
    }
    setOwnError(null);
    onSubmit(url.trim());
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-url`} className="text-sm font-medium">
          {t('urlToVideo.form.label')}
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="url"
          required
          value={url}
          readOnly={isGenerating}
          onChange={(event) => {
            onUrlChange(event.target.value);
            setOwnError(null);
          }}
          placeholder={t('urlToVideo.form.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error ${id}-hint` : `${id}-hint`}
          className={`${INPUT_CLASSES} h-12 text-base`}
        />
        {shownError ? (
          <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
            {shownError}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="text-sm text-muted">
          {t('urlToVideo.form.hint')}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('urlToVideo.form.cost')}</p>
        <button type="submit" disabled={isDisabled || isGenerating} aria-busy={isGenerating || undefined} className={buttonClasses('primary', 'h-12 shrink-0 px-8 text-base')}>
          {isGenerating ? (
            <>
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />
              {t('urlToVideo.form.generating')}
            </>
          ) : (
            t('urlToVideo.form.submit')
          )}
        </button>
      </div>
    </form>
  );
}

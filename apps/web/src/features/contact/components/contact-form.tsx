import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';
import { track } from '../../../lib/analytics';
import { useErrorMessage } from '../../../lib/error-message';
import { sendContact } from '../api/send-contact';

/**
 * Talk to Sales (spec §2, §4, §5): a required e-mail and an optional message of four rows. Signed
 * in, the e-mail is the account's and cannot be changed. The server checks the e-mail (its message,
 * in the page's language, comes as an error toast); on success a toast says so and the fields are
 * cleared — the e-mail only for a visitor without an account.
 */
export function ContactForm({ accountEmail }: { accountEmail: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [email, setEmail] = useState(accountEmail ?? '');
  const [message, setMessage] = useState('');
  const [isSending, setIsSending] = useState(false);
  const shownEmail = accountEmail ?? email;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setIsSending(true);
    try {
      const sent = await sendContact({ email: shownEmail, message });
      toast.success(sent.message);
      track({ name: 'contact_submission', properties: { is_authenticated: accountEmail !== null, has_message: message.trim() !== '', source: 'direct' } });
      setMessage('');
      if (accountEmail === null) setEmail('');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={t('contact.form.label')} className="space-y-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t('contact.form.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={accountEmail !== null}
          value={shownEmail}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('contact.form.emailPlaceholder')}
          aria-describedby={accountEmail !== null ? `${id}-locked` : undefined}
          className={INPUT_CLASSES}
        />
        {accountEmail !== null ? (
          <p id={`${id}-locked`} className="text-xs text-muted">
            {t('contact.form.locked')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          {t('contact.form.message')} <span className="font-normal text-muted">{t('contact.form.optional')}</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder={t('contact.form.messagePlaceholder')}
          className="w-full rounded-xl border border-border bg-surface px-3.5 py-2.5 text-sm text-fg shadow-xs placeholder:text-muted/70 focus-visible:border-brand focus-visible:ring-4 focus-visible:ring-brand/15 focus-visible:outline-none"
        />
      </div>
      <button type="submit" disabled={isSending} className={buttonClasses('primary', 'w-full sm:w-auto')}>
        {isSending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}

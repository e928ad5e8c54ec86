import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useCheckedForm } from '../hooks/use-checked-form';
import { validateEmailOnly, type EmailValues } from '../utils/auth-validation';

/** Asks for the reset mail; then says (in the server's words) that it is on its way if the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { onSubmit, field, alertText, alertId, isSubmitting } = useCheckedForm<EmailValues>({
    defaultValues: { email: '' },
    validate: validateEmailOnly,
    submit: (values) => request.mutateAsync(values),
  });
  if (request.isSuccess) {
    return (
      <FormAlert tone="success">
        <p className="font-semibold">{t('auth.forgot.sentTitle')}</p>
        <p className="mt-1">{request.data.message}</p>
      </FormAlert>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('auth.forgot.formLabel')}>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" placeholder={t('auth.fields.emailPlaceholder')} {...field('email')} />
      {alertText ? <FormAlert id={alertId}>{alertText}</FormAlert> : null}
      <button type="submit" className={buttonClasses('primary', 'h-12 w-full text-base')} disabled={isSubmitting}>
        {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </button>
    </form>
  );
}

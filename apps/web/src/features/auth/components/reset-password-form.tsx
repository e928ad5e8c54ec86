import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { useResetPassword } from '../api/reset-password';
import { useCheckedForm } from '../hooks/use-checked-form';
import { NewPasswordFields } from './new-password-fields';
import { validateNewPassword, type NewPasswordValues } from '../utils/auth-validation';

/** The new password for the e-mailed token; on success, the login page, where the new password now works. */
export function ResetPasswordForm({ token, loginPath }: { token: string; loginPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { onSubmit, field, alertText, alertId, isSubmitting } = useCheckedForm<NewPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    submit: async (values) => {
      await reset.mutateAsync({ token, newPassword: values.password });
      toast.success(t('auth.reset.success'));
      await navigate(loginPath, { replace: true });
    },
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('auth.reset.formLabel')}>
      <NewPasswordFields passwordLabel={t('auth.fields.newPassword')} password={field('password')} confirmPassword={field('confirmPassword')} />
      {alertText ? <FormAlert id={alertId}>{alertText}</FormAlert> : null}
      <button type="submit" className={buttonClasses('primary', 'h-12 w-full text-base')} disabled={isSubmitting}>
        {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </button>
    </form>
  );
}

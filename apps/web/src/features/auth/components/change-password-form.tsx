import { MIN_PASSWORD_LENGTH } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { useChangePassword } from '../api/change-password';
import { useCheckedForm } from '../hooks/use-checked-form';
import { validateChangePassword, type ChangePasswordValues } from '../utils/auth-validation';

interface Values extends ChangePasswordValues {
  revokeOtherSessions: boolean;
}

/** Settings: the current password, the new one twice, and whether other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { form, onSubmit, field, alertText, alertId, isSubmitting } = useCheckedForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true },
    validate: validateChangePassword,
    submit: async ({ currentPassword, newPassword, revokeOtherSessions }) => {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
      form.reset();
      toast.success(t('settings.password.changed'));
    },
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2" aria-label={t('settings.password.title')}>
      <TextField className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]" label={t('settings.password.current')} type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint', { minimum: MIN_PASSWORD_LENGTH })}
        {...field('newPassword')}
      />
      <TextField label={t('settings.password.confirm')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <label className="flex items-start gap-3 text-sm sm:col-span-2">
        <input type="checkbox" className="mt-0.5 size-4 rounded border-border accent-brand" {...form.register('revokeOtherSessions')} />
        <span>
          <span className="font-medium">{t('settings.password.revokeOthers')}</span>
          <span className="block text-muted">{t('settings.password.revokeOthersHint')}</span>
        </span>
      </label>
      {alertText ? <FormAlert id={alertId} className="sm:col-span-2">{alertText}</FormAlert> : null}
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClasses('primary')} disabled={isSubmitting}>
          {isSubmitting ? t('settings.saving') : t('settings.password.submit')}
        </button>
      </div>
    </form>
  );
}

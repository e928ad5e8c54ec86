import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { useSignIn } from '../api/sign-in';
import { useCheckedForm } from '../hooks/use-checked-form';
import { validateLogin, type LoginValues } from '../utils/auth-validation';
import { AUTH_LINK_CLASSES } from './auth-shell';

/** E-mail and password sign-in. Once signed in, the page it sits on moves on (the user is in the cache). */
export function LoginForm({ forgotPasswordPath }: { forgotPasswordPath: string }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { onSubmit, field, alertText, alertId, isSubmitting } = useCheckedForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    validate: validateLogin,
    submit: async (values) => {
      await signIn.mutateAsync(values);
      toast.success(t('auth.login.success'));
    },
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('auth.login.formLabel')}>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" placeholder={t('auth.fields.emailPlaceholder')} {...field('email')} />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        labelAside={
          <Link to={forgotPasswordPath} className={`${AUTH_LINK_CLASSES} text-xs`}>
            {t('auth.login.forgot')}
          </Link>
        }
        {...field('password')}
      />
      {alertText ? <FormAlert id={alertId}>{alertText}</FormAlert> : null}
      <button type="submit" className={buttonClasses('primary', 'h-12 w-full text-base')} disabled={isSubmitting}>
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
}

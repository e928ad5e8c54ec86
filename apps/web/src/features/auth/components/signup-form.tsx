import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { useSignUp } from '../api/sign-up';
import { useCheckedForm } from '../hooks/use-checked-form';
import { NewPasswordFields } from './new-password-fields';
import { validateSignup, type SignupValues } from '../utils/auth-validation';

/** Account creation with full name, e-mail and a password typed twice; signs the new account in. */
export function SignupForm() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const { onSubmit, field, alertText, alertId, isSubmitting } = useCheckedForm<SignupValues>({
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
    validate: validateSignup,
    submit: async (values) => {
      await signUp.mutateAsync(values);
      toast.success(t('auth.signup.success'));
    },
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('auth.signup.formLabel')}>
      <TextField label={t('auth.fields.fullName')} autoComplete="name" placeholder={t('auth.fields.fullNamePlaceholder')} {...field('fullName')} />
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" placeholder={t('auth.fields.emailPlaceholder')} {...field('email')} />
      <NewPasswordFields passwordLabel={t('auth.fields.password')} password={field('password')} confirmPassword={field('confirmPassword')} />
      {alertText ? <FormAlert id={alertId}>{alertText}</FormAlert> : null}
      <button type="submit" className={buttonClasses('primary', 'h-12 w-full text-base')} disabled={isSubmitting}>
        {isSubmitting ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </button>
    </form>
  );
}

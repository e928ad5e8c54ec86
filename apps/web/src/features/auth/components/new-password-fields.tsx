import { MIN_PASSWORD_LENGTH } from '@reelsmith/contracts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field/text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A new password with its length hint, and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ passwordLabel, password, confirmPassword }: { passwordLabel: string; password: FieldProps; confirmPassword: FieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={passwordLabel} type="password" autoComplete="new-password" hint={t('auth.fields.passwordHint', { minimum: MIN_PASSWORD_LENGTH })} {...password} />
      <TextField label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" {...confirmPassword} />
    </>
  );
}

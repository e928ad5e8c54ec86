import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { AUTH_LINK_CLASSES, AuthShell } from '../../../features/auth/components/auth-shell';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

/** Forgotten password: asks for the e-mail that gets the reset link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <AuthShell
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to={pathTo('login')} className={AUTH_LINK_CLASSES}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}

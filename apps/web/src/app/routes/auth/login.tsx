import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { AUTH_LINK_CLASSES, AuthShell, OrDivider } from '../../../features/auth/components/auth-shell';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SecureNote } from '../../../features/auth/components/secure-note';
import { useGoogleErrorToast } from '../../../features/auth/hooks/use-google-error-toast';
import { pathAfterSignIn, withNext } from '../../../features/auth/utils/next-path';
import { useLanguage } from '../../../lib/i18n';

/** Login: Google, or e-mail and password; then back to the page that asked (?next=), else the dashboard. */
export default function LoginPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const language = useLanguage();
  const [params] = useSearchParams();
  const me = useMe();
  useGoogleErrorToast();
  const next = params.get('next');
  const destination = pathAfterSignIn(next, language);
  if (me.data) return <Navigate to={destination} replace />;
  return (
    <AuthShell
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={withNext(pathTo('signup'), next)} className={AUTH_LINK_CLASSES}>
            {t('auth.login.createAccount')}
          </Link>
        </>
      }
    >
      <GoogleButton label={t('auth.google.continue')} callbackURL={destination} errorCallbackURL={withNext(pathTo('login'), next)} />
      <SecureNote />
      <OrDivider label={t('auth.or')} />
      <LoginForm forgotPasswordPath={pathTo('forgotPassword')} />
    </AuthShell>
  );
}

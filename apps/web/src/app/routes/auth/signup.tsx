import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { AUTH_LINK_CLASSES, AuthShell, OrDivider } from '../../../features/auth/components/auth-shell';
import { GoogleButton } from '../../../features/auth/components/google-button';
import { SecureNote } from '../../../features/auth/components/secure-note';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { pathAfterSignIn, withNext } from '../../../features/auth/utils/next-path';
import { useLanguage } from '../../../lib/i18n';

/** Signup: Google, or full name, e-mail and password; the new account gets its free credit. */
export default function SignupPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const language = useLanguage();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const me = useMe();
  const next = params.get('next');
  const destination = pathAfterSignIn(next, language);
  if (me.data) return <Navigate to={destination} replace />;
  return (
    <AuthShell
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <div className="flex flex-col gap-4">
          <p>
            {t('auth.signup.hasAccount')}{' '}
            <Link to={withNext(pathTo('login'), next)} className={AUTH_LINK_CLASSES}>
              {t('auth.signup.logIn')}
            </Link>
          </p>
          <p className="text-xs text-pretty">
            <Trans
              i18nKey="auth.signup.legal"
              components={{
                terms: <Link to={pathTo('terms')} state={{ from: pathname }} className="underline underline-offset-2 hover:text-fg" />,
                privacy: <Link to={pathTo('privacy')} state={{ from: pathname }} className="underline underline-offset-2 hover:text-fg" />,
              }}
            />
          </p>
        </div>
      }
    >
      <GoogleButton label={t('auth.google.signUp')} callbackURL={destination} errorCallbackURL={withNext(pathTo('login'), next)} />
      <SecureNote />
      <OrDivider label={t('auth.or')} />
      <SignupForm />
    </AuthShell>
  );
}

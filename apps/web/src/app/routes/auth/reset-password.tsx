import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { usePathTo } from '../../../config/paths';
import { AUTH_LINK_CLASSES, AuthShell } from '../../../features/auth/components/auth-shell';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** The page the reset e-mail links to (?token=…): choose a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { t: tShared } = useTranslation('shared');
  const pathTo = usePathTo();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <AuthShell
      title={t('auth.reset.title')}
      subtitle={token ? t('auth.reset.subtitle') : undefined}
      footer={
        <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
          {token ? (
            <Link to={pathTo('forgotPassword')} className={AUTH_LINK_CLASSES}>
              {t('auth.reset.requestNew')}
            </Link>
          ) : null}
          <Link to={pathTo('login')} className={AUTH_LINK_CLASSES}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} loginPath={pathTo('login')} />
      ) : (
        <div className="flex flex-col gap-5">
          <FormAlert>{tShared('errors.INVALID_RESET_TOKEN')}</FormAlert>
          <Link to={pathTo('forgotPassword')} className={buttonClasses('primary', 'h-12 w-full text-base')}>
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      )}
    </AuthShell>
  );
}

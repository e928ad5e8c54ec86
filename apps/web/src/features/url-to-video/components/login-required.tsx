import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/** Spec §6: generating needs an account — sign in (or sign up) and come back to this page. */
export function LoginRequired({ signInHref, signUpHref }: { signInHref: string; signUpHref: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-900/70 dark:bg-amber-950/40 dark:text-amber-50">
      <p className="font-semibold">{t('urlToVideo.login.title')}</p>
      <p className="mt-1 text-sm">{t('urlToVideo.login.text')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={signInHref} className={buttonClasses('primary', 'h-10')}>
          {t('urlToVideo.login.signIn')}
        </Link>
        <Link to={signUpHref} className={buttonClasses('secondary', 'h-10')}>
          {t('urlToVideo.login.signUp')}
        </Link>
      </div>
    </div>
  );
}

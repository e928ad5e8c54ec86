import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button/button-classes';
import { useSignOut } from '../hooks/use-sign-out';

/** Signs out and goes home. */
export function SignOutButton({ variant = 'secondary', className = '' }: { variant?: ButtonVariant; className?: string }) {
  const { t } = useTranslation();
  const { signOut, isPending } = useSignOut();
  return (
    <button type="button" className={buttonClasses(variant, className)} disabled={isPending} onClick={signOut}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-4">
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
      </svg>
      {t('account.signOut')}
    </button>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/** better-auth's error code for a Google account whose e-mail has a password account not yet proven. */
const ACCOUNT_NOT_LINKED = 'account_not_linked';

/**
 * A failed Google sign-in comes back to the login page with ?error=<code>: say why in a toast
 * (spec §8), then drop the code from the address so a reload does not say it again.
 */
export function useGoogleErrorToast(): void {
  const { t } = useTranslation('shared');
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  useEffect(() => {
    if (!error) return;
    const key = error === ACCOUNT_NOT_LINKED ? 'auth.google_account_not_linked' : 'auth.google_failed';
    // One id, so React's development double effects and a quick re-render never stack two toasts.
    toast.error(t(key), { id: 'google-sign-in-error', duration: 10_000 });
    setParams(
      (current) => {
        current.delete('error');
        current.delete('error_description');
        return current;
      },
      { replace: true },
    );
  }, [error, setParams, t]);
}

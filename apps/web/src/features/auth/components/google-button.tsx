import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ApiError } from '../../../lib/api-client';
import { useGoogleSignIn } from '../api/sign-in-with-google';

/** Google's "G", in its own colours. */
function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

/**
 * "Continue with Google": asks our API for Google's address and goes there; Google brings the
 * person back to callbackURL signed in, or to errorCallbackURL with ?error= (see use-google-error-toast).
 */
export function GoogleButton({ label, callbackURL, errorCallbackURL }: { label: string; callbackURL: string; errorCallbackURL: string }) {
  const { t } = useTranslation();
  const { t: tShared } = useTranslation('shared');
  const google = useGoogleSignIn();
  // Stays busy after success too: the browser is on its way to Google.
  const isBusy = google.isPending || google.isSuccess;
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'h-12 w-full text-base shadow-xs')}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      onClick={() =>
        google.mutate(
          { callbackURL, errorCallbackURL },
          {
            onError: (error) => {
              // Too many attempts has its own sentence; anything else (Google off, a network error) is "failed".
              const message = error instanceof ApiError && error.code === 'RATE_LIMITED' ? error.message : tShared('auth.google_failed');
              toast.error(message, { id: 'google-sign-in-error' });
            },
          },
        )
      }
    >
      <GoogleLogo />
      {isBusy ? t('auth.google.redirecting') : label}
    </button>
  );
}

import { useTranslation } from 'react-i18next';

/** The reassurance under the Google button. */
export function SecureNote() {
  const { t } = useTranslation();
  return (
    <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-3.5">
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      {t('auth.secureNote')}
    </p>
  );
}

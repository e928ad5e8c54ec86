import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { ApiKeysSection } from '../../../features/api-keys/components/api-keys-section';
import { useMe } from '../../../features/auth/api/get-me';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { ProfileForm } from '../../../features/auth/components/profile-form';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';

/** One block of settings: its title and explanation beside (or above) its card. */
function SettingsSection({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 border-t border-border py-10 first:border-t-0 first:pt-0 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-10">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="mt-1 text-sm text-pretty text-muted">{description}</div>
      </div>
      <div className="rounded-3xl border border-border bg-surface p-5 sm:p-7">{children}</div>
    </section>
  );
}

function Settings() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.settings.title')}</h1>
        <p className="mt-2 text-muted">{t('settings.subtitle')}</p>
      </header>
      <SettingsSection id="settings-profile" title={t('settings.profile.title')} description={t('settings.profile.text')}>
        <ProfileForm me={me} />
      </SettingsSection>
      <SettingsSection id="settings-password" title={t('settings.password.title')} description={t('settings.password.text')}>
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="settings-api-keys"
        title={t('settings.apiKeys.title')}
        description={
          <>
            <p>{t('settings.apiKeys.text')}</p>
            <p className="mt-2">
              <code className="rounded bg-surface-strong px-1.5 py-0.5 font-mono text-xs text-fg">Authorization: Bearer rsk_live_…</code>
            </p>
          </>
        }
      >
        <ApiKeysSection />
      </SettingsSection>
      <SettingsSection id="settings-account" title={t('settings.account.title')} description={t('settings.account.text')}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">
            {t('settings.account.delete')}{' '}
            <Link to={pathTo('contact')} className="font-semibold text-brand underline-offset-4 hover:underline">
              {t('settings.account.contact')}
            </Link>
          </p>
          <SignOutButton className="shrink-0" />
        </div>
      </SettingsSection>
    </div>
  );
}

/** Settings: name, e-mail, password and API keys. */
export default function SettingsPage() {
  return (
    <RequireSignIn>
      <Settings />
    </RequireSignIn>
  );
}

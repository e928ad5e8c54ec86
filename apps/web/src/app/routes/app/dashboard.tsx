import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { displayName } from '../../../features/auth/components/user-avatar';
import { CreditsCard } from '../../../features/dashboard/components/credits-card';
import { GenerateSteps } from '../../../features/dashboard/components/generate-steps';
import { QuickStart } from '../../../features/dashboard/components/quick-start';
import { RecentVideos } from '../../../features/dashboard/components/recent-videos';

function Dashboard() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const me = useMe().data;
  if (!me) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('pages.dashboard.title')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('dashboard.welcome', { name: displayName(me) })}</h1>
          <p className="mt-2 max-w-2xl text-pretty text-muted">{t('dashboard.subtitle')}</p>
        </div>
        <Link to={pathTo('create')} className={buttonClasses('primary', 'shrink-0 shadow-lg shadow-brand/20')}>
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          {t('dashboard.createVideo')}
        </Link>
      </header>
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <CreditsCard credits={me.credits} creditsPath={pathTo('credits')} />
        <GenerateSteps />
      </div>
      <div className="mt-12">
        <QuickStart />
      </div>
      <div className="mt-12">
        <RecentVideos />
      </div>
      <div className="mt-12 flex flex-col items-start gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('dashboard.signedInAs', { email: me.email })}</p>
        <SignOutButton />
      </div>
    </div>
  );
}

/** Dashboard: welcome, credits, how it works, shortcuts to every tool, recent videos, log out. */
export default function DashboardPage() {
  return (
    <RequireSignIn>
      <Dashboard />
    </RequireSignIn>
  );
}

import { CREDITS_PER_VIDEO } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The balance, big, with the way to buy more. */
export function CreditsCard({ credits, creditsPath }: { credits: number; creditsPath: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="dashboard-credits"
      className="relative isolate flex flex-col justify-between overflow-hidden rounded-3xl bg-brand p-6 text-white shadow-lg shadow-brand/20 sm:p-7 dark:bg-brand-soft dark:text-fg dark:shadow-none"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-48 rounded-full bg-white/10 blur-2xl" />
      <div>
        <h2 id="dashboard-credits" className="text-sm font-medium text-white/85 dark:text-muted">
          {t('dashboard.credits.title')}
        </h2>
        <p className="mt-2 text-5xl font-extrabold tracking-tight tabular-nums" data-testid="available-credits">
          {credits}
        </p>
        <p className="mt-2 text-sm text-white/85 dark:text-muted">{t('dashboard.credits.hint', { cost: CREDITS_PER_VIDEO })}</p>
      </div>
      <Link
        to={creditsPath}
        className="mt-6 inline-flex h-11 items-center justify-center rounded-full bg-white px-5 text-sm font-semibold text-brand-strong transition-colors hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:bg-brand dark:text-bg dark:hover:bg-brand-strong dark:focus-visible:outline-brand"
      >
        {t('dashboard.credits.buy')}
      </Link>
    </section>
  );
}

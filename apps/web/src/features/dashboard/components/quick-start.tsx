import type { PageRouteName } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { ICONS } from './icons';

const SHORTCUTS = ['create', 'campaigns', 'upload', 'voiceCloning', 'videos', 'settings'] as const satisfies readonly (PageRouteName & keyof typeof ICONS)[];

/** Everything a signed-in user can do, one tile each. */
export function QuickStart() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <section aria-labelledby="dashboard-quick-start">
      <h2 id="dashboard-quick-start" className="text-lg font-semibold">
        {t('dashboard.quickStart.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SHORTCUTS.map((page) => (
          <li key={page}>
            <Link
              to={pathTo(page)}
              className="group flex h-full items-start gap-4 rounded-2xl border border-border bg-surface p-5 transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-lg hover:shadow-brand/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-white dark:group-hover:text-bg">
                {ICONS[page]}
              </span>
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-semibold">
                  {t(`dashboard.quickStart.${page}.title`)}
                  <span className="text-muted opacity-0 transition-opacity group-hover:opacity-100">{ICONS.arrowRight}</span>
                </span>
                <span className="mt-1 block text-sm text-pretty text-muted">{t(`dashboard.quickStart.${page}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

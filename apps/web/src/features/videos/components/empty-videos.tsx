import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';

/** No videos yet: what to do first. */
export function EmptyVideos() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div className="grid place-items-center rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-brand" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="2.5" y="5" width="15" height="14" rx="2" />
        <path d="m17.5 10 4-2.5v9l-4-2.5" />
      </svg>
      <h2 className="mt-4 text-xl font-semibold">{t('videos.empty.title')}</h2>
      <p className="mt-2 max-w-md text-muted">{t('videos.empty.text')}</p>
      <Link to={pathTo('create')} className={buttonClasses('primary', 'mt-6')}>
        {t('videos.empty.create')}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';

/** Home: what Reelsmith does, and the two ways to talk to us. */
export default function HomePage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-brand-soft opacity-70 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-6 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('home.eyebrow')}</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{t('home.heading')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('home.subtitle')}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={pathTo('bookDemo')} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            {t('home.bookDemo')}
          </Link>
          <Link to={pathTo('contact')} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
            {t('home.talkToSales')}
          </Link>
        </div>
        <p className="mt-8 text-sm text-muted">{t('home.formats')}</p>
      </div>
    </section>
  );
}

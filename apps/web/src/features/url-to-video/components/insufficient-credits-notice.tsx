import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';

/** Spec §8 on the public page: 'Insufficient credits', and the way to the packs (/credits in the page's language). */
export function InsufficientCreditsNotice({ onBuy }: { onBuy?: () => void }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-5 py-4 text-red-900 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-100">
      <p className="font-semibold">{t('urlToVideo.credits.title')}</p>
      <p className="mt-1 text-sm">{t('urlToVideo.credits.text')}</p>
      <Link to={pathTo('credits')} onClick={onBuy} className={buttonClasses('primary', 'mt-4 h-10')}>
        {t('urlToVideo.credits.buy')}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { Icon } from './icons';

/** The e-commerce landing's opening: what sellers get, and the way in (sign in, first video free). */
export function EcommerceHero() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-brand-soft opacity-70 blur-3xl" />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-10 text-center sm:px-6 sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('ecommerce.hero.eyebrow')}</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">{t('ecommerce.hero.title')}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('ecommerce.hero.subtitle')}</p>
        <Link to={pathTo('login')} className={buttonClasses('primary', 'mt-10 h-12 w-full px-7 text-base sm:w-auto')}>
          {t('ecommerce.hero.cta')}
        </Link>
        <p className="mt-4 text-sm text-balance text-muted">
          <Icon name="check" className="mr-1.5 inline size-4 align-[-3px] text-brand" />
          {t('ecommerce.hero.note')}
        </p>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { NARRATION_KEYS, debtCollectionDemo } from '../utils/landing-media';
import { LandingVideo } from './landing-video';

/** The debt-collection landing's opening: the promise, the way to sales, and a demo video beside them. */
export function DebtCollectionHero({ stepsId }: { stepsId: string }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const demo = debtCollectionDemo(useLanguage());
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute -top-40 right-0 -z-10 h-96 w-full max-w-3xl rounded-full bg-brand-soft opacity-70 blur-3xl" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.25fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('debtCollection.hero.eyebrow')}</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('debtCollection.hero.title')}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted lg:mx-0">{t('debtCollection.hero.subtitle')}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to={pathTo('contact')} className={buttonClasses('primary', 'h-12 w-full px-7 text-base sm:w-auto')}>
              {t('debtCollection.hero.cta')}
            </Link>
            <a href={`#${stepsId}`} className={buttonClasses('secondary', 'h-12 w-full px-7 text-base sm:w-auto')}>
              {t('debtCollection.hero.secondary')}
            </a>
          </div>
        </div>
        <LandingVideo
          media={demo}
          title={t('debtCollection.demo.label')}
          details={
            <>
              {t('debtCollection.demo.caption')}
              {demo.narration ? <span className="mt-1 block font-medium">{t(`debtCollection.demo.narration.${NARRATION_KEYS[demo.narration]}`)}</span> : null}
            </>
          }
        />
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useMotionPreference } from '../hooks/use-motion-preference';
import { HeroHeading } from './hero-heading';
import { HeroVideo } from './hero-video';
import { trackBookingClick } from '../../../lib/analytics';

/** The top of the home page: who it is for, what it does, the two ways to start, and a sample video. */
export function HeroSection() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const motion = useMotionPreference();
  const [isPaused, setPaused] = useState(false);
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 -top-48 -z-10 mx-auto h-[28rem] max-w-5xl rounded-full bg-brand-soft opacity-70 blur-3xl" />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24">
        <div className="mx-auto max-w-5xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('home.eyebrow')}</p>
          <HeroHeading isRotating={motion === 'no-preference' && !isPaused} />
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted">{t('home.subtitle')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={pathTo('bookDemo')} onClick={() => trackBookingClick('home_hero', t('home.bookDemo'))} className={buttonClasses('primary', 'w-full sm:w-auto')}>
              {t('home.bookDemo')}
            </Link>
            <Link to={pathTo('contact')} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
              {t('home.talkToSales')}
            </Link>
          </div>
          <p className="mt-6 text-sm text-muted">{t('home.formats')}</p>
        </div>
        <div className="mx-auto mt-14 max-w-4xl sm:mt-16">
          <HeroVideo motion={motion} isPaused={isPaused} onTogglePause={() => setPaused((paused) => !paused)} />
        </div>
      </div>
    </section>
  );
}

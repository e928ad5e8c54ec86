import { HERO_WORD_FADE_MS } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { useRotatingWord } from '../hooks/use-rotating-word';

const AUDIENCES = ['everyone', 'ecommerce', 'banking', 'telecom', 'debtCollection', 'smallBusiness'] as const;

/**
 * The page's h1. Screen readers get one stable sentence naming every audience; the rotating line is
 * hidden from them, so a word change is never announced. All words share one grid cell, so the
 * heading keeps the height of the longest one and the page below never jumps.
 */
export function HeroHeading({ isRotating }: { isRotating: boolean }) {
  const { t } = useTranslation();
  const active = useRotatingWord(AUDIENCES.length, { isRunning: isRotating });
  return (
    <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
      <span className="sr-only">{t('home.heading')}</span>
      <span aria-hidden="true" className="block">
        <span className="block text-balance">{t('home.headingLead')}</span>
        <span className="grid justify-items-center text-brand" data-testid="hero-audience">
          {AUDIENCES.map((audience, index) => (
            <span
              key={audience}
              data-active={index === active}
              className="col-start-1 row-start-1 text-balance transition-opacity ease-in-out"
              style={{ opacity: index === active ? 1 : 0, transitionDuration: `${HERO_WORD_FADE_MS}ms` }}
            >
              {t(`home.audiences.${audience}`)}
            </span>
          ))}
        </span>
      </span>
    </h1>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MotionPreference } from '../hooks/use-motion-preference';
import { Icon } from './icon';

/** Made with our own engine; the files live in apps/web/public/media. */
const HERO_VIDEO = '/media/hero.mp4';
const HERO_POSTER = '/media/hero.jpg';

interface HeroVideoProps {
  motion: MotionPreference;
  isPaused: boolean;
  onTogglePause: () => void;
}

/**
 * The sample video below the hero text: muted, looping, inline on phones. It plays by itself only
 * once we know the visitor does not ask for reduced motion; otherwise it waits on its poster with
 * the player's controls. A button pauses it, and the rotating word with it.
 */
export function HeroVideo({ motion, isPaused, onTogglePause }: HeroVideoProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const isPlaying = motion === 'no-preference' && !isPaused;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // The autoplay attribute alone does not start a video whose loading began without it.
    if (isPlaying) element.play().catch(() => {});
    else element.pause();
  }, [isPlaying]);

  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute -inset-4 rounded-[2.5rem] bg-brand-soft opacity-80 blur-2xl" />
      <div className="relative overflow-hidden rounded-3xl border border-border bg-linear-to-br from-surface-strong to-brand-soft shadow-2xl shadow-brand/10">
        <video
          ref={video}
          src={HERO_VIDEO}
          poster={HERO_POSTER}
          muted
          loop
          playsInline
          autoPlay={isPlaying}
          controls={motion === 'reduce'}
          preload={isPlaying ? 'auto' : 'none'}
          aria-label={t('home.video.label')}
          className="block aspect-video w-full object-cover"
        />
        {motion === 'no-preference' ? (
          <button
            type="button"
            onClick={onTogglePause}
            className="absolute right-3 bottom-3 grid size-10 cursor-pointer place-items-center rounded-full bg-black/65 text-white backdrop-blur transition-colors hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <Icon name={isPaused ? 'play' : 'pause'} className="size-5" />
            <span className="sr-only">{t(isPaused ? 'home.video.play' : 'home.video.pause')}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

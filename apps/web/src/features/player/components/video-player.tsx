import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

// MediaError codes (HTML spec) and how spec §8 names each.
const MEDIA_ERROR_KEYS: Record<number, string> = {
  1: 'player.errors.aborted',
  2: 'player.errors.network',
  3: 'player.errors.decode',
  4: 'player.errors.unsupported',
};

/** The spec §8 text of a media element's error. */
export function mediaErrorKey(code: number | undefined): string {
  return (code !== undefined && MEDIA_ERROR_KEYS[code]) || 'player.errors.failed';
}

/**
 * A video with a play/pause overlay over the browser's own controls, sized to the video's
 * proportions, and the spec's playback errors.
 */
export function VideoPlayer({ src, poster, title, width = 1080, height = 1920 }: { src: string | null; poster: string | null; title: string; width?: number; height?: number }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [error, setError] = useState<{ title: string; detail: string } | null>(src ? null : { title: 'player.errors.loading', detail: 'player.errors.noUrl' });

  const fail = (next: { title: string; detail: string }) => {
    setError(next);
    toast.error(t(next.title), { description: t(next.detail) });
  };
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    element.play().catch((reason: unknown) => {
      // A pause or a new source interrupting play() is not a failure.
      if (reason instanceof DOMException && reason.name === 'AbortError') return;
      fail({ title: 'player.errors.playing', detail: 'player.errors.playingDetail' });
    });
  };

  return (
    <figure className="mx-auto w-full" style={{ maxWidth: `min(100%, calc(70vh * ${width / height}))` }}>
      <div className="group relative overflow-hidden rounded-2xl bg-black shadow-lg" style={{ aspectRatio: `${width} / ${height}` }}>
        {src ? (
          <video
            ref={video}
            src={src}
            poster={poster ?? undefined}
            controls
            playsInline
            preload="auto"
            aria-label={title}
            className="size-full object-contain"
            onPlay={() => setIsPlaying(true)}
            onPause={() => setIsPlaying(false)}
            onEnded={() => setIsPlaying(false)}
            onError={(event) => fail({ title: 'player.errors.loading', detail: mediaErrorKey(event.currentTarget.error?.code) })}
          />
        ) : null}
        {error ? (
          <div role="alert" className="absolute inset-0 grid place-items-center bg-black/80 p-6 text-center text-white">
            <div>
              <p className="font-semibold">{t(error.title)}</p>
              <p className="mt-1 text-sm text-white/80">{t(error.detail)}</p>
            </div>
          </div>
        ) : (
          <button
            type="button"
            onClick={toggle}
            aria-label={isPlaying ? t('player.pause') : t('player.play')}
            className={`absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-black/60 text-2xl text-white shadow-lg backdrop-blur transition-opacity hover:bg-black/80 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white ${
              isPlaying ? 'opacity-0 group-hover:opacity-100' : 'opacity-100'
            }`}
          >
            <span aria-hidden="true" className={isPlaying ? '' : 'translate-x-0.5'}>
              {isPlaying ? '❚❚' : '▶'}
            </span>
          </button>
        )}
      </div>
    </figure>
  );
}

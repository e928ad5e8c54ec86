import { useId, type ReactNode } from 'react';
import type { SiteVideo } from '../../../config/site-media';

/**
 * One of our example videos in a phone-like frame, with its caption. Nothing downloads until the
 * visitor presses play (preload none), so the page stays light; the poster shows meanwhile.
 */
export function LandingVideo({ media, title, details, className = '' }: { media: SiteVideo; title: string; details?: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <figure className={`mx-auto w-full max-w-72 ${className}`.trim()}>
      <div className="overflow-hidden rounded-[2rem] border-4 border-fg/90 bg-black shadow-xl shadow-brand/15 dark:border-surface-strong" style={{ aspectRatio: `${media.width} / ${media.height}` }}>
        <video
          src={media.video}
          poster={media.poster}
          width={media.width}
          height={media.height}
          controls
          playsInline
          preload="none"
          aria-labelledby={titleId}
          className="size-full object-cover"
        />
      </div>
      <figcaption className="mt-4 text-center text-sm">
        <span id={titleId} className="block font-semibold text-pretty">
          {title}
        </span>
        {details ? <span className="mt-1 block text-muted">{details}</span> : null}
      </figcaption>
    </figure>
  );
}

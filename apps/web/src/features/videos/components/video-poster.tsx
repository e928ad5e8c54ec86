import { useState } from 'react';

/** A small picture of the video (its poster), or a film mark when there is none or it fails to load. */
export function VideoPoster({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const canShow = src !== null && failedSrc !== src;
  return (
    <div className="relative grid aspect-video w-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-strong sm:w-36">
      {canShow ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} className="size-full object-contain" />
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-muted" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" stroke="none" />
        </svg>
      )}
    </div>
  );
}

import type { WatchEventKind } from '@reelsmith/contracts';
import { useEffect, useRef, useState } from 'react';
import { recordWatchEvent } from '../api/record-watch-event';
import { watchViewerKey } from '../utils/viewer-key';
import { createWatchReporter, playedRanges, reachedMilestones } from '../utils/watch-milestones';

const MEDIA_EVENTS = ['play', 'timeupdate', 'ended'] as const;

/**
 * Reports a watch page's view of a video: 'opened' once the player shows, 'played' at the first
 * play, and the quarter milestones as playback reaches them (by playing: moving the time of a
 * paused video reaches nothing), each once per page view (a re-run
 * effect or a replay sends nothing again). Returns the ref for the element holding the player:
 * the player keeps its <video> to itself, and media events do not bubble, but they do pass through
 * its ancestors in the capture phase, where this listens.
 */
export function useWatchEvents(slug: string): (element: HTMLElement | null) => void {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const sent = useRef<{ slug: string; kinds: Set<WatchEventKind> } | null>(null);

  useEffect(() => {
    if (!container || !slug) return;
    if (sent.current?.slug !== slug) sent.current = { slug, kinds: new Set() };
    // Kept with what was sent: a re-run effect is the same page view.
    let hasPlayed = sent.current.kinds.has('played');
    const reporter = createWatchReporter((kind) => {
      // Read at each event: consent may change while the page is open.
      const viewerKey = watchViewerKey(() => window.localStorage, () => crypto.randomUUID());
      recordWatchEvent(slug, { kind, ...(viewerKey ? { viewer_key: viewerKey } : {}) });
    }, sent.current.kinds);
    reporter.report(['opened']);
    const onMediaEvent = (event: Event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      if (event.type === 'play') {
        hasPlayed = true;
        reporter.report(['played']);
        return;
      }
      const { currentTime, duration, ended, paused } = video;
      reporter.report(reachedMilestones({ currentTime, duration, ended, paused, played: playedRanges(video.played), hasPlayed }));
    };
    for (const type of MEDIA_EVENTS) container.addEventListener(type, onMediaEvent, true);
    return () => {
      for (const type of MEDIA_EVENTS) container.removeEventListener(type, onMediaEvent, true);
    };
  }, [container, slug]);

  return setContainer;
}

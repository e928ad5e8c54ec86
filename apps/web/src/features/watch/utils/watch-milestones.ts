import type { WatchEventKind } from '@reelsmith/contracts';

/** The quarters of a video, and the event each is reported as once playback reaches it. */
const QUARTERS: readonly (readonly [fraction: number, kind: WatchEventKind])[] = [
  [0.25, 'watched_25'],
  [0.5, 'watched_50'],
  [0.75, 'watched_75'],
];

/** Where playback is, as a <video> element tells it. */
export interface PlaybackPosition {
  currentTime: number;
  duration: number;
  ended: boolean;
}

/**
 * The quarter milestones playback has reached, in order: 25/50/75 by position (a viewer who skips
 * ahead has reached them too), 100 only when the video ended, as the last frames may never report a
 * time equal to the duration. Nothing while the duration is unknown (NaN before metadata, Infinity
 * for a stream).
 */
export function reachedMilestones(position: PlaybackPosition): WatchEventKind[] {
  if (position.ended) return [...QUARTERS.map(([, kind]) => kind), 'watched_100'];
  if (!Number.isFinite(position.duration) || position.duration <= 0) return [];
  const fraction = position.currentTime / position.duration;
  return QUARTERS.filter(([quarter]) => fraction >= quarter).map(([, kind]) => kind);
}

/** Sends each watch event at most once: what one page view reports. */
export interface WatchReporter {
  /** Sends the events not sent yet, in the order given. */
  report(kinds: readonly WatchEventKind[]): void;
}

/** A reporter for one page view, remembering what it sent in `sent` (the caller keeps it across re-renders). */
export function createWatchReporter(send: (kind: WatchEventKind) => void, sent: Set<WatchEventKind> = new Set()): WatchReporter {
  return {
    report(kinds) {
      for (const kind of kinds) {
        if (sent.has(kind)) continue;
        sent.add(kind);
        send(kind);
      }
    },
  };
}

import type { WatchEventKind } from '@reelsmith/contracts';

/** The quarters of a video, and the event each is reported as once playback reaches it. */
const QUARTERS: readonly (readonly [fraction: number, kind: WatchEventKind])[] = [
  [0.25, 'watched_25'],
  [0.5, 'watched_50'],
  [0.75, 'watched_75'],
];

/** A stretch of the video played, in seconds from its start (the <video>'s `played` ranges). */
export type PlayedRange = readonly [start: number, end: number];

// How far from a played stretch a position still counts as played: timeupdate comes about every
// quarter second, so a played range may end that far before the position reported.
const PLAYED_SLACK_S = 0.5;

/** Where playback is, as a <video> element tells it, and whether it was played in this page view. */
export interface PlaybackPosition {
  currentTime: number;
  duration: number;
  ended: boolean;
  paused: boolean;
  /** The video's `played` ranges: what was played in this page view. */
  played: readonly PlayedRange[];
  /** A 'play' event was seen in this page view. */
  hasPlayed: boolean;
}

/** The <video>'s `played` ranges as plain pairs. */
export function playedRanges(ranges: TimeRanges): PlayedRange[] {
  return Array.from({ length: ranges.length }, (_, index) => [ranges.start(index), ranges.end(index)] as const);
}

/**
 * Whether the position was reached by watching: the video plays (after a 'play' of this page view),
 * or the position lies in what was played. Scrubbing a paused video watches nothing.
 */
export function isWatchedPosition(position: PlaybackPosition): boolean {
  if (position.hasPlayed && !position.paused) return true;
  return position.played.some(([start, end]) => position.currentTime >= start - PLAYED_SLACK_S && position.currentTime <= end + PLAYED_SLACK_S);
}

/**
 * The quarter milestones playback has reached, in order: 25/50/75 by position (a viewer who skips
 * ahead while it plays has reached them too), 100 only when the video ended, as the last frames may
 * never report a time equal to the duration. Nothing unless the position was reached by watching
 * (see isWatchedPosition), nor while the duration is unknown (NaN before metadata, Infinity for a
 * stream).
 */
export function reachedMilestones(position: PlaybackPosition): WatchEventKind[] {
  if (!isWatchedPosition(position)) return [];
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

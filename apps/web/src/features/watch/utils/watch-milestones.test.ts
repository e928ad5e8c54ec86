import type { WatchEventKind } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { createWatchReporter, isWatchedPosition, reachedMilestones } from './watch-milestones';

/** A video played from the start to `currentTime`: still playing, or paused at its end when it ended. */
const at = (currentTime: number, duration = 20, ended = false) => ({ currentTime, duration, ended, paused: ended, played: [[0, currentTime]] as const, hasPlayed: true });
/** A video never played in this page view: its time moved by the scrub bar. */
const scrubbed = (currentTime: number, duration = 20, ended = false) => ({ currentTime, duration, ended, paused: true, played: [], hasPlayed: false });

describe('reachedMilestones', () => {
  it('names each quarter once playback reaches it, and none before', () => {
    expect([0, 4.99, 5, 9.99, 10, 14.99, 15, 19.99].map((time) => reachedMilestones(at(time)))).toEqual([
      [],
      [],
      ['watched_25'],
      ['watched_25'],
      ['watched_25', 'watched_50'],
      ['watched_25', 'watched_50'],
      ['watched_25', 'watched_50', 'watched_75'],
      ['watched_25', 'watched_50', 'watched_75'],
    ]);
  });

  it('keeps 100 for the end of the video, even when the last time reported equals the duration', () => {
    expect(reachedMilestones(at(20))).toEqual(['watched_25', 'watched_50', 'watched_75']);
    expect(reachedMilestones(at(20, 20, true))).toEqual(['watched_25', 'watched_50', 'watched_75', 'watched_100']);
  });

  it('counts a viewer who skips ahead as having reached the quarters behind', () => {
    expect(reachedMilestones(at(16))).toEqual(['watched_25', 'watched_50', 'watched_75']);
  });

  it('counts a skip ahead while it plays, but nothing from scrubbing a paused video', () => {
    expect(reachedMilestones({ ...at(16), played: [[0, 2], [15.8, 16]] })).toEqual(['watched_25', 'watched_50', 'watched_75']);
    expect(reachedMilestones(scrubbed(16))).toEqual([]);
    expect(reachedMilestones(scrubbed(20, 20, true))).toEqual([]);
    // Played to 3 s, paused, then scrubbed to the middle: not watched; and a play seen long ago does not count a paused scrub.
    expect(reachedMilestones({ ...scrubbed(10), played: [[0, 3]], hasPlayed: true })).toEqual([]);
  });

  it('counts a paused position within what was played (paused after watching it)', () => {
    expect(reachedMilestones({ ...scrubbed(10.2), played: [[0, 10]] })).toEqual(['watched_25', 'watched_50']);
  });

  it('says nothing while the duration is unknown', () => {
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, 0]) expect(reachedMilestones(at(3, duration))).toEqual([]);
  });
});

describe('createWatchReporter', () => {
  it('sends each event once per page view, whatever playback does after', () => {
    const sent: WatchEventKind[] = [];
    const reporter = createWatchReporter((kind) => sent.push(kind));
    reporter.report(['opened']);
    reporter.report(['played']);
    // timeupdate fires several times a second: each quarter is reported as it is passed.
    for (const time of [1, 2, 5.5, 6, 10.2, 3, 0]) reporter.report(reachedMilestones(at(time)));
    // A replay and a second ending change nothing.
    reporter.report(['played']);
    reporter.report(reachedMilestones(at(20, 20, true)));
    reporter.report(reachedMilestones(at(20, 20, true)));
    expect(sent).toEqual(['opened', 'played', 'watched_25', 'watched_50', 'watched_75', 'watched_100']);
  });

  it('remembers across a re-created reporter when given the same record (a re-run effect)', () => {
    const sent: WatchEventKind[] = [];
    const record = new Set<WatchEventKind>();
    createWatchReporter((kind) => sent.push(kind), record).report(['opened']);
    createWatchReporter((kind) => sent.push(kind), record).report(['opened', 'played']);
    expect(sent).toEqual(['opened', 'played']);
  });
});

describe('isWatchedPosition', () => {
  it('needs a play seen and the video playing, or the position within what was played', () => {
    expect(isWatchedPosition({ ...scrubbed(5), paused: false })).toBe(false);
    expect(isWatchedPosition({ ...scrubbed(5), paused: false, hasPlayed: true })).toBe(true);
    expect(isWatchedPosition({ ...scrubbed(5), played: [[4, 6]] })).toBe(true);
    expect(isWatchedPosition({ ...scrubbed(5), played: [[0, 4]] })).toBe(false);
  });
});

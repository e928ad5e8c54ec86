import { describe, expect, it } from 'vitest';
import { announcementMark, campaignProgress, creditsMark, percentOf } from './campaign-progress';

const counts = (change: Partial<Record<'pending' | 'rendering' | 'ready' | 'failed' | 'cancelled', number>>) => ({
  pending: 0,
  rendering: 0,
  ready: 0,
  failed: 0,
  cancelled: 0,
  ...change,
});

describe('campaignProgress', () => {
  it('counts made, failed and cancelled rows as finished', () => {
    expect(campaignProgress(counts({ pending: 5, rendering: 2, ready: 10, failed: 2, cancelled: 1 }))).toEqual({
      total: 20,
      ready: 10,
      failed: 2,
      cancelled: 1,
      waiting: 7,
      finished: 13,
      percent: 65,
    });
  });

  it('reaches 100 % only when every row is finished', () => {
    expect(campaignProgress(counts({ pending: 1, ready: 999 })).percent).toBe(99);
    expect(campaignProgress(counts({ ready: 1000 })).percent).toBe(100);
  });

  it('is 0 % for a campaign without recipients', () => {
    expect(campaignProgress(counts({})).percent).toBe(0);
  });
});

describe('percentOf', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [1, 3, 33],
    [3, 3, 100],
    [5, 3, 100],
    [-1, 3, 0],
  ])('%i of %i is %i %%', (part, whole, percent) => expect(percentOf(part, whole)).toBe(percent));
});

describe('announcementMark', () => {
  const mark = (status: 'running' | 'completed' | 'paused', change: Parameters<typeof counts>[0]) => announcementMark(status, campaignProgress(counts(change)));

  it('stays the same between 10 % steps, so each video made is not announced', () => {
    expect(mark('running', { pending: 100 })).toBe(mark('running', { pending: 91, ready: 9 }));
    expect(mark('running', { pending: 90, ready: 10 })).not.toBe(mark('running', { pending: 91, ready: 9 }));
    expect(mark('running', { pending: 81, ready: 19 })).toBe(mark('running', { pending: 90, ready: 10 }));
  });

  it('changes at the first failure, not at each one after', () => {
    expect(mark('running', { pending: 99, failed: 1 })).not.toBe(mark('running', { pending: 100 }));
    expect(mark('running', { pending: 98, failed: 2 })).toBe(mark('running', { pending: 99, failed: 1 }));
  });

  it('changes with the status: paused, and completed', () => {
    expect(mark('paused', { pending: 50, ready: 50 })).not.toBe(mark('running', { pending: 50, ready: 50 }));
    expect(mark('completed', { ready: 100 })).not.toBe(mark('running', { ready: 100 }));
  });
});

describe('creditsMark', () => {
  it('moves when rows fail or are cancelled, or when the campaign stops running', () => {
    const running = creditsMark('running', { failed: 0, cancelled: 0 });
    expect(creditsMark('running', { failed: 1, cancelled: 0 })).not.toBe(running);
    expect(creditsMark('running', { failed: 0, cancelled: 3 })).not.toBe(running);
    expect(creditsMark('completed', { failed: 0, cancelled: 0 })).not.toBe(running);
  });

  it('does not move as videos are made, nor between statuses that are not running', () => {
    expect(creditsMark('running', { failed: 0, cancelled: 0 })).toBe(creditsMark('running', { failed: 0, cancelled: 0 }));
    expect(creditsMark('paused', { failed: 2, cancelled: 0 })).toBe(creditsMark('completed', { failed: 2, cancelled: 0 }));
  });
});

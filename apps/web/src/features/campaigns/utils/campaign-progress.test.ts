import { describe, expect, it } from 'vitest';
import { campaignProgress, percentOf } from './campaign-progress';

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

import { HERO_WORD_ROTATION_MS } from '@reelsmith/contracts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextWordIndex, startWordRotation, useRotatingWord } from './use-rotating-word';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs a rotation of `count` words the way the hook does, recording each index shown. */
function rotate(count: number) {
  let index = 0;
  const shown: number[] = [];
  const stop = startWordRotation({
    count,
    intervalMs: HERO_WORD_ROTATION_MS,
    onAdvance: () => {
      index = nextWordIndex(index, count);
      shown.push(index);
    },
  });
  return { shown, stop };
}

describe('the hero word rotation', () => {
  it('moves to the next word every 3000 ms, not before', () => {
    const { shown } = rotate(6);
    vi.advanceTimersByTime(2_999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([1]);
    vi.advanceTimersByTime(3_000);
    expect(shown).toEqual([1, 2]);
  });

  it('comes back to the first word after the last', () => {
    const { shown } = rotate(6);
    vi.advanceTimersByTime(6 * 3_000);
    expect(shown).toEqual([1, 2, 3, 4, 5, 0]);
  });

  it('stops for good when stopped', () => {
    const { shown, stop } = rotate(6);
    vi.advanceTimersByTime(3_000);
    stop();
    vi.advanceTimersByTime(30_000);
    expect(shown).toEqual([1]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sets no timer for a single word', () => {
    const { shown } = rotate(1);
    vi.advanceTimersByTime(30_000);
    expect(shown).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useRotatingWord', () => {
  const Word = ({ isRunning }: { isRunning: boolean }) => createElement('span', null, `word ${useRotatingWord(6, { isRunning })}`);

  it('renders the first word on the server, whatever the clock, and starts no timer there', () => {
    vi.setSystemTime(new Date('2031-07-04T12:34:56Z'));
    expect(renderToString(createElement(Word, { isRunning: true }))).toBe('<span>word 0</span>');
    vi.advanceTimersByTime(10_000);
    expect(renderToString(createElement(Word, { isRunning: true }))).toBe('<span>word 0</span>');
    expect(vi.getTimerCount()).toBe(0);
  });
});

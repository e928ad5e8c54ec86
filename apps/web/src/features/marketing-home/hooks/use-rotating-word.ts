import { HERO_WORD_ROTATION_MS } from '@reelsmith/contracts';
import { useEffect, useState } from 'react';

/** The word after `index` in a list of `count`, back to the first after the last. */
export function nextWordIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** Calls `onAdvance` every `intervalMs` while there is more than one word; returns the function that stops it. */
export function startWordRotation({ count, intervalMs, onAdvance }: { count: number; intervalMs: number; onAdvance: () => void }): () => void {
  if (count < 2) return () => {};
  const timer = setInterval(onAdvance, intervalMs);
  return () => clearInterval(timer);
}

/**
 * The index of the word to show, advancing every 3 s while `isRunning`. The first render always
 * shows the first word (prerendered HTML and the browser agree); timers start only in an effect,
 * and a pause resumes from the word it stopped on.
 */
export function useRotatingWord(count: number, { isRunning, intervalMs = HERO_WORD_ROTATION_MS }: { isRunning: boolean; intervalMs?: number }): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    return startWordRotation({ count, intervalMs, onAdvance: () => setIndex((current) => nextWordIndex(current, count)) });
  }, [count, intervalMs, isRunning]);
  return index;
}

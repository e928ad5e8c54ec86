import { useEffect, useState } from 'react';

/** What the visitor's device says about motion; 'unknown' until an effect has asked it. */
export type MotionPreference = 'unknown' | 'reduce' | 'no-preference';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The visitor's motion preference, kept up to date. The first render answers 'unknown' everywhere
 * (prerendered HTML and the browser agree, and nothing moves before we know).
 */
export function useMotionPreference(): MotionPreference {
  const [preference, setPreference] = useState<MotionPreference>('unknown');
  useEffect(() => {
    const query = window.matchMedia(QUERY);
    const update = () => setPreference(query.matches ? 'reduce' : 'no-preference');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return preference;
}

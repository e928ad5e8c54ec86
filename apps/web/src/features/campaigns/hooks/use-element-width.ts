import { useCallback, useState } from 'react';

/**
 * The width in CSS pixels of the element the returned ref is put on, followed as it resizes. The
 * chart draws in real pixels, so its labels keep a readable size on a phone and on a desktop alike.
 */
export function useElementWidth(initial: number): [width: number, ref: (element: HTMLElement | null) => void] {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    // React 19 calls what a ref callback returns when the element goes.
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section the address names (/#faq), on arrival and when a link on this page changes
 * the anchor: the router changes the address without the browser's own jump, and the page renders
 * after the browser has looked for the anchor. Focus moves there too, for keyboard users.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    // The location key changes on every visit, so a second click on the same anchor scrolls again.
  }, [hash, key]);
}

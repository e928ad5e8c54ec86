import { useEffect } from 'react';
import { track } from '../../../lib/analytics';
import { BOOKING_PAGE_VIEWED, bookingPageLeft } from './booking-page-events';

/**
 * Spec §9 analytics of Book a demo: the funnel step when the page opens, and the time spent on it
 * when the visitor leaves — for another page of the app (unmount) or the site altogether (pagehide),
 * whichever comes first. track() itself honours the visitor's consent.
 */
export function useBookingPageAnalytics(pagePath: string): void {
  useEffect(() => {
    const startedAt = performance.now();
    let hasLeft = false;
    track(BOOKING_PAGE_VIEWED);
    const leave = () => {
      if (hasLeft) return;
      hasLeft = true;
      track(bookingPageLeft(pagePath, startedAt, performance.now()));
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [pagePath]);
}

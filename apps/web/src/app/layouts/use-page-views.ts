import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { track } from '../../lib/analytics';
import { sendGooglePageView } from '../../lib/google-analytics';

/**
 * A page_view event on every route change (spec §4: only with analytics consent, which track()
 * checks), and to GA when it is loaded (which needs consent).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  useEffect(() => {
    // The page the visitor came from counts for the first view only; after that it is our own.
    const referrer = isFirst.current && document.referrer ? { referrer: document.referrer.slice(0, 2_000) } : {};
    isFirst.current = false;
    track({ name: 'page_view', properties: { page_path: pathname, ...referrer } });
    sendGooglePageView();
  }, [pathname]);
}

import type { CookieConsent } from './consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** Google consent mode's names for what the visitor allowed (spec §4: analytics and ad storage). */
export function consentModeState(consent: Pick<CookieConsent, 'analytics' | 'marketing'>) {
  const state = (allowed: boolean) => (allowed ? 'granted' : 'denied');
  return {
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
  } as const;
}

/**
 * gtag() as Google defines it: it queues the very `arguments` object, which gtag.js tells apart
 * from a plain array (an array would be read as a data-layer message, not a command).
 */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays
  window.dataLayer.push(arguments);
}

let loadedId: string | null = null;

/** True once GA has been asked for on this page (it cannot be unloaded: only its consent changes). */
export const isGoogleAnalyticsLoaded = () => loadedId !== null;

/**
 * Loads GA4 once, with consent mode's defaults denied and then the visitor's choice, and no page
 * automatic page view (we send one now and one on each route change, see sendGooglePageView). Our CSP admits
 * the script only when a measurement id is configured.
 */
export function loadGoogleAnalytics(measurementId: string, consent: CookieConsent): void {
  if (loadedId) return;
  loadedId = measurementId;
  gtag('consent', 'default', consentModeState({ analytics: false, marketing: false }));
  gtag('consent', 'update', consentModeState(consent));
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  // The page on screen when consent came counts as viewed.
  sendGooglePageView();
}

/** Tells GA the visitor's new choice (a withdrawn consent stops its cookies). */
export function updateGoogleConsent(consent: CookieConsent): void {
  if (loadedId) gtag('consent', 'update', consentModeState(consent));
}

/** A GA page view for the page now shown (only once GA is loaded, that is, with consent). */
export function sendGooglePageView(): void {
  if (!loadedId) return;
  gtag('event', 'page_view', { page_location: `${window.location.origin}${window.location.pathname}`, page_title: document.title });
}

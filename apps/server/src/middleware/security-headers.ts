import { secureHeaders } from 'hono/secure-headers';
import type { SiteSettings } from '../lib/site-settings';

/** Where Google Analytics 4 loads its script from and sends its hits to (Google's CSP guide for GA4). */
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** The content security policy: our own origin, plus what the configured booking widget and GA need. */
export function contentSecurityPolicy(site: SiteSettings) {
  const origin = (url: string) => new URL(url).origin;
  const booking = site.booking ? [origin(site.booking.url)] : [];
  const bookingScript = site.booking?.scriptUrl ? [origin(site.booking.scriptUrl)] : [];
  const analytics = site.gaMeasurementId ? GOOGLE_ANALYTICS : { script: [], connect: [] };
  const unique = (sources: string[]) => [...new Set(sources)];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: unique(["'self'", ...bookingScript, ...analytics.script]),
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: unique(["'self'", ...analytics.connect, ...bookingScript]),
    frameSrc: booking.length > 0 ? unique([...booking, ...bookingScript]) : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers for every response. Scripts only from our origin (the theme is set by a file,
 * not an inline script) and, when configured, the booking widget's and Google Analytics' hosts;
 * inline styles are allowed because React and prerendered pages write style attributes; media and
 * images may come from our storage and https sources.
 */
export function securityHeaders(site: SiteSettings) {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(site),
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}

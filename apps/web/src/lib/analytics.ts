import type { AnalyticsEvent } from '@reelsmith/contracts';
import { UNDECIDED_CONSENT, readStoredConsent } from './consent';

/** Where the browser keeps its random visitor id (only while analytics is allowed). */
export const ANONYMOUS_ID_KEY = 'reelsmith.anonymousId';

/** An event as the screens describe it; the envelope (visitor id, page) is added here. */
export type TrackedEvent = Pick<AnalyticsEvent, 'name' | 'properties'>;

const storage = () => window.localStorage;

/** Whether analytics may run now (spec §4): the visitor allowed it, or has not chosen yet. */
export function analyticsAllowed(): boolean {
  return (readStoredConsent(storage) ?? UNDECIDED_CONSENT).analytics;
}

function anonymousId(): string | undefined {
  try {
    let id = storage().getItem(ANONYMOUS_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      storage().setItem(ANONYMOUS_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Forgets the visitor id (analytics turned off). */
export function forgetAnonymousId(): void {
  try {
    storage().removeItem(ANONYMOUS_ID_KEY);
  } catch {
    // Nothing stored then either.
  }
}

/**
 * A click on a Book Demo button (spec §3 booking_click): where it was, what it said, on which page
 * (the path only, as every event's page is sent).
 */
export function trackBookingClick(location: string, text: string): void {
  track({ name: 'booking_click', properties: { button_location: location, button_text: text, page_path: window.location.pathname } });
}

/**
 * Sends a first-party analytics event of spec §3 to /api/events, only with analytics consent.
 * Never waits and never fails the screen: analytics is not worth an error. The page is sent
 * without its query and fragment, which can hold tokens (a password-reset link).
 */
export function track(event: TrackedEvent): void {
  if (!analyticsAllowed()) return;
  const id = anonymousId();
  const body = { ...event, ...(id ? { anonymous_id: id } : {}), page_url: `${window.location.origin}${window.location.pathname}` };
  fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true, credentials: 'same-origin' }).catch(() => {});
}

import type { WatchEventRequest } from '@reelsmith/contracts';

/**
 * Tells the server what the watch page saw (POST /api/watch/:slug/events). keepalive lets the last
 * report survive the viewer leaving the page (as sendBeacon would, with a JSON body); it never waits
 * and never fails the page: a lost view is not worth an error.
 */
export function recordWatchEvent(slug: string, event: WatchEventRequest): void {
  fetch(`/api/watch/${encodeURIComponent(slug)}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {});
}

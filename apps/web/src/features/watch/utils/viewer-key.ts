import { UNDECIDED_CONSENT, readStoredConsent } from '../../../lib/consent';

/** Where the browser keeps its anonymous watch-page id, only while analytics is allowed. */
export const VIEWER_KEY_STORAGE_KEY = 'reelsmith.viewerKey';

/** What the API accepts as a viewer key (watchEventRequestSchema). */
const VIEWER_KEY = /^[A-Za-z0-9_-]{8,64}$/;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The anonymous id that lets the server count a viewer's replays and reloads once. It is kept in the
 * browser only while the visitor's cookie choice (read from the same storage) allows analytics, or
 * while they have not chosen yet, which spec §4 treats as allowing it. Without that consent there is
 * no id, and one kept before is forgotten. Takes a getter, as merely reading window.localStorage
 * throws when storage is blocked; then there is no id either.
 */
export function watchViewerKey(storage: () => Storage | undefined, newKey: () => string): string | undefined {
  try {
    const store = storage();
    if (!store) return undefined;
    if (!(readStoredConsent(() => store) ?? UNDECIDED_CONSENT).analytics) {
      store.removeItem(VIEWER_KEY_STORAGE_KEY);
      return undefined;
    }
    const kept = store.getItem(VIEWER_KEY_STORAGE_KEY);
    if (kept && VIEWER_KEY.test(kept)) return kept;
    const key = newKey();
    store.setItem(VIEWER_KEY_STORAGE_KEY, key);
    return key;
  } catch {
    return undefined;
  }
}

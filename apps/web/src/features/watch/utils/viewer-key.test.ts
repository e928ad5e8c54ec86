import { COOKIE_CONSENT_STORAGE_KEY } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_COOKIES, NECESSARY_ONLY, storeConsent } from '../../../lib/consent';
import { VIEWER_KEY_STORAGE_KEY, watchViewerKey } from './viewer-key';

/** localStorage as a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
let counter = 0;
const newKey = () => `key-${String(++counter).padStart(8, '0')}`;

describe('watchViewerKey', () => {
  it('keeps one anonymous key while the visitor has not chosen (spec §4: analytics on), and sends the same one each time', () => {
    const storage = memoryStorage();
    const first = watchViewerKey(() => storage, newKey);
    expect(first).toMatch(/^key-\d{8}$/);
    expect(storage.items.get(VIEWER_KEY_STORAGE_KEY)).toBe(first);
    expect(watchViewerKey(() => storage, newKey)).toBe(first);
  });

  it('keeps it when the visitor accepted analytics', () => {
    const storage = memoryStorage();
    storeConsent(() => storage, ALL_COOKIES);
    expect(watchViewerKey(() => storage, newKey)).toMatch(/^key-\d{8}$/);
  });

  it('sends no key once the visitor chose necessary cookies only, and forgets the one kept before', () => {
    const storage = memoryStorage({ [VIEWER_KEY_STORAGE_KEY]: 'key-kept-before' });
    storeConsent(() => storage, NECESSARY_ONLY);
    expect(watchViewerKey(() => storage, newKey)).toBeUndefined();
    expect(storage.items.has(VIEWER_KEY_STORAGE_KEY)).toBe(false);
    expect(watchViewerKey(() => storage, newKey)).toBeUndefined();
    expect([...storage.items.keys()]).toEqual([COOKIE_CONSENT_STORAGE_KEY]);
    // Analytics allowed from the cookie settings later: a fresh key, not the forgotten one.
    storeConsent(() => storage, { analytics: true, marketing: false });
    expect(watchViewerKey(() => storage, newKey)).not.toBe('key-kept-before');
  });

  it('replaces a kept value the server would refuse', () => {
    const storage = memoryStorage({ [VIEWER_KEY_STORAGE_KEY]: 'not a key!' });
    const key = watchViewerKey(() => storage, newKey);
    expect(key).toMatch(/^key-\d{8}$/);
    expect(storage.items.get(VIEWER_KEY_STORAGE_KEY)).toBe(key);
  });

  it('sends no key when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(watchViewerKey(blocked, newKey)).toBeUndefined();
    expect(watchViewerKey(() => undefined, newKey)).toBeUndefined();
  });

  it('makes keys the API accepts from crypto.randomUUID', () => {
    expect(watchViewerKey(() => memoryStorage(), () => crypto.randomUUID())).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

import { COOKIE_CONSENT_STORAGE_KEY } from '@reelsmith/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_COOKIES, NECESSARY_ONLY, UNDECIDED_CONSENT, readStoredConsent, storeConsent } from './consent';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[COOKIE_CONSENT_STORAGE_KEY, initial]]);
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('the cookie decision', () => {
  it('is undecided until stored; the undecided defaults are analytics on, marketing off', () => {
    expect(readStoredConsent(() => memory())).toBeNull();
    expect(UNDECIDED_CONSENT).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('is stored under cookieConsent, necessary always on, and read back', () => {
    const storage = memory();
    expect(storeConsent(() => storage, NECESSARY_ONLY)).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(JSON.parse(storage.data.get('cookieConsent') ?? '')).toEqual({ necessary: true, analytics: false, marketing: false });
    storeConsent(() => storage, ALL_COOKIES);
    expect(readStoredConsent(() => storage)).toEqual({ necessary: true, analytics: true, marketing: true });
    storeConsent(() => storage, { analytics: false, marketing: true });
    expect(readStoredConsent(() => storage)).toEqual({ necessary: true, analytics: false, marketing: true });
  });

  it('treats anything else stored there as no decision, so the banner asks again', () => {
    for (const stored of ['not json', 'true', '{"analytics":"yes","marketing":false}', '{"analytics":true}', 'null', '[]']) {
      expect(readStoredConsent(() => memory(stored)), stored).toBeNull();
    }
    expect(readStoredConsent(() => memory('{"necessary":false,"analytics":false,"marketing":false}'))).toEqual({ necessary: true, analytics: false, marketing: false });
  });

  it('works with storage blocked: nothing read, the choice kept for the visit', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readStoredConsent(blocked)).toBeNull();
    expect(storeConsent(blocked, ALL_COOKIES)).toEqual({ necessary: true, analytics: true, marketing: true });
  });
});

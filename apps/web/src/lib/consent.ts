import { COOKIE_CONSENT_STORAGE_KEY } from '@reelsmith/contracts';

/** What a visitor allows (spec §4): necessary cookies always, analytics and marketing by choice. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** The choices a visitor makes; necessary cookies are not one. */
export type ConsentChoice = Omit<CookieConsent, 'necessary'>;

/** While the visitor has not decided (spec §4): analytics on, marketing off. */
export const UNDECIDED_CONSENT: CookieConsent = { necessary: true, analytics: true, marketing: false };
/** Accept all. */
export const ALL_COOKIES: ConsentChoice = { analytics: true, marketing: true };
/** Necessary only (also what closing the banner means). */
export const NECESSARY_ONLY: ConsentChoice = { analytics: false, marketing: false };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * The visitor's stored decision, or null when there is none (or what is stored is not one of ours).
 * Takes a getter: with storage blocked, merely reading window.localStorage throws.
 */
export function readStoredConsent(storage: () => Storage | undefined): CookieConsent | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { analytics, marketing } = parsed as Record<string, unknown>;
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
    return { necessary: true, analytics, marketing };
  } catch {
    return null;
  }
}

/** Stores a decision; returns it as stored. Blocked storage keeps it for this visit only. */
export function storeConsent(storage: () => Storage | undefined, choice: ConsentChoice): CookieConsent {
  const consent: CookieConsent = { necessary: true, analytics: choice.analytics, marketing: choice.marketing };
  try {
    storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Private modes may refuse; the choice still holds until the tab closes.
  }
  return consent;
}

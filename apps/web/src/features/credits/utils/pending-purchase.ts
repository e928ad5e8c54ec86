/**
 * A purchase on Stripe's page: its credits arrive by webhook, possibly after the buyer is back. The
 * success page reads this to know which balance to wait for.
 */
export interface PendingPurchase {
  sessionId: string;
  /** The balance the buyer will have once the pack's credits are granted. */
  expectedCredits: number;
}

const STORAGE_KEY = 'reelsmith.pendingPurchase';

/** Remembers a Stripe purchase in this tab before the browser leaves for Stripe. */
export function savePendingPurchase(purchase: PendingPurchase): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(purchase));
  } catch {
    // Storage may be unavailable (private mode): the success page then shows the balance as it is.
  }
}

/** The remembered purchase of this Stripe session, if this tab started it. */
export function readPendingPurchase(sessionId: string): PendingPurchase | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PendingPurchase> | null;
    if (parsed?.sessionId !== sessionId || typeof parsed.expectedCredits !== 'number') return null;
    return { sessionId, expectedCredits: parsed.expectedCredits };
  } catch {
    return null;
  }
}

/** Forgets the remembered purchase once its credits are there. */
export function clearPendingPurchase(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

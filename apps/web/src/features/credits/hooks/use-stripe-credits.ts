import { useEffect, useState } from 'react';
import { clearPendingPurchase, readPendingPurchase } from '../utils/pending-purchase';

/** How often the balance is asked for while Stripe's webhook has not brought the credits. */
export const STRIPE_CREDITS_POLL_MS = 2_000;
/** After this long the page says the credits are late (they still come: Stripe retries its webhook), and asks less often. */
export const STRIPE_CREDITS_PATIENCE_MS = 60_000;
const LATE_CREDITS_POLL_MS = 10_000;

/**
 * Back from Stripe (?session_id=): its credits come by webhook, maybe after the buyer. While the
 * balance is below the one this tab expects, the caller polls the balance (`pollMs`).
 */
export function useStripeCredits(sessionId: string | null, credits: number | null) {
  const [pending] = useState(() => (sessionId ? readPendingPurchase(sessionId) : null));
  const [isDelayed, setDelayed] = useState(false);
  const isWaiting = pending !== null && (credits === null || credits < pending.expectedCredits);
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setTimeout(() => setDelayed(true), STRIPE_CREDITS_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [isWaiting]);
  useEffect(() => {
    if (pending && !isWaiting) clearPendingPurchase();
  }, [pending, isWaiting]);
  // Without a record (another tab paid), the balance is shown as it is and refreshed a little while.
  const [isSettling, setSettling] = useState(sessionId !== null && pending === null);
  useEffect(() => {
    if (!isSettling) return;
    const timer = setTimeout(() => setSettling(false), 20_000);
    return () => clearTimeout(timer);
  }, [isSettling]);
  return { isWaiting, isDelayed, pollMs: isWaiting && isDelayed ? LATE_CREDITS_POLL_MS : isWaiting || isSettling ? STRIPE_CREDITS_POLL_MS : false } as const;
}

import { EngineError, safePost } from '@reelsmith/engine';
import { WEBHOOK_SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/** One webhook call to make: where, signed with what, and the exact body. */
export interface WebhookCall {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
  signal?: AbortSignal;
}

/** How a call went: delivered (a 2xx answer), or why not and whether trying again could help. */
export type WebhookAttempt = { delivered: true; status: number } | { delivered: false; error: string; permanent: boolean };

/** Posts webhook calls. */
export type WebhookSender = (call: WebhookCall) => Promise<WebhookAttempt>;

/** Seconds a receiver has to answer, connection included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts signed webhook calls through the engine's address guard: public https addresses only (a
 * host of `allowHosts` — development and tests — may be local and plain http), no redirect
 * followed, 10 s at most. Headers: Reelsmith-Signature (t=…,v1=…), Reelsmith-Event,
 * Reelsmith-Delivery (the same id on every retry, for the receiver to drop repeats).
 */
export function createWebhookSender(options: { allowHosts: readonly string[]; timeoutMs?: number }): WebhookSender {
  return async (call) => {
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const answer = await safePost(
        {
          url: call.url,
          body: call.body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Reelsmith-Webhooks/1.0',
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook({ secret: call.secret, body: call.body, timestamp }),
            'Reelsmith-Event': call.event,
            'Reelsmith-Delivery': call.deliveryId,
          },
          ...(call.signal ? { signal: call.signal } : {}),
        },
        { allowHosts: options.allowHosts, timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS, httpsOnly: true },
      );
      if (answer.status >= 200 && answer.status < 300) return { delivered: true, status: answer.status };
      const said = answer.bodyStart.replace(/\s+/g, ' ').trim().slice(0, 200);
      const moved = answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed: set the final address)' : '';
      return { delivered: false, error: `HTTP ${answer.status}${moved}${said ? `: ${said}` : ''}`, permanent: false };
    } catch (error) {
      if (!(error instanceof EngineError) || error.code === 'CANCELLED') throw error;
      // A refused address stays refused: the URL must change, which a retry cannot do.
      return { delivered: false, error: error.message, permanent: error.code === 'ADDRESS_REFUSED' };
    }
  };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header that carries a webhook call's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Reelsmith-Signature';

/** A new signing secret for a campaign's webhook. */
export function createWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

const hmacHex = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The Reelsmith-Signature value of a body sent at `timestamp` (unix seconds): the HMAC-SHA256 of
 * "<timestamp>.<body>" keyed with the campaign's secret, in hex. The timestamp is signed too, so a
 * receiver can refuse an old call replayed.
 */
export function signWebhook({ secret, body, timestamp }: { secret: string; body: string; timestamp: number }): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * What a receiver does with a call: true when the header signs this exact body with the secret and
 * its timestamp is within `toleranceSeconds` (default 300) of `nowSeconds`.
 */
export function verifyWebhookSignature(options: { secret: string; body: string; header: string | null | undefined; toleranceSeconds?: number; nowSeconds?: number }): boolean {
  const fields = new Map((options.header ?? '').split(',').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1).trim()] as const));
  const timestamp = Number(fields.get('t'));
  const signature = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(hmacHex(options.secret, timestamp, options.body), 'hex'));
}

/** A campaign's secret after a change of its delivery: made with its first webhook address, kept while it has one, gone with it. */
export function webhookSecretAfter(delivery: { webhook_url?: string | undefined }, current: string | null): string | null {
  if (!delivery.webhook_url) return null;
  return current ?? createWebhookSecret();
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Whom an unsubscribe link speaks for: the business whose e-mails stop, the campaign it came in, the address. */
export interface UnsubscribeSubject {
  /** The business (the campaign's owner), not the recipient. */
  userId: string;
  campaignId: string;
  /** Lower-cased. */
  email: string;
}

// The server secret signs sessions too: the token's key is derived from it for this use alone.
const PURPOSE = 'reelsmith:unsubscribe:v1';
// 128 bits of HMAC-SHA256: beyond guessing, and a shorter link than the whole 256.
const TAG_BYTES = 16;
/** Longer than any token made here (a 320-character address included); anything past it is no token. */
const MAX_TOKEN_LENGTH = 1200;

const tagOf = (payload: string, secret: string) => {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(payload).digest().subarray(0, TAG_BYTES).toString('base64url');
};

/**
 * An unsubscribe token: base64url of the business, campaign and address, a dot, and their HMAC.
 * Nothing is stored: the link itself says who wants out, and only the server could have written it.
 */
export function createUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  const payload = Buffer.from([subject.userId, subject.campaignId, subject.email.toLowerCase()].join('\n'), 'utf8').toString('base64url');
  return `${payload}.${tagOf(payload, secret)}`;
}

/** Who a token names, or undefined when it is not one of ours (forged, altered, cut short). */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, tag, ...rest] = token.split('.');
  if (!payload || !tag || rest.length > 0) return undefined;
  const expected = Buffer.from(tagOf(payload, secret));
  const given = Buffer.from(tag);
  // Compared as the text written, in constant time: base64url decoding would forgive stray characters.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [userId, campaignId, email, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (!userId || !campaignId || !email || extra.length > 0) return undefined;
  return { userId, campaignId, email };
}

/** An address as the unsubscribe page shows it to whoever holds the link: j•••@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${[...email.slice(0, at)][0] ?? ''}•••${email.slice(at)}`;
}

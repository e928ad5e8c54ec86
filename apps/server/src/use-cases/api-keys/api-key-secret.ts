import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_KEY_PREFIX = 'rsk_live_';

// 32 random bytes in base64url: 43 characters, 256 bits of entropy.
const API_KEY_PATTERN = /^rsk_live_[A-Za-z0-9_-]{43}$/;

/** Characters of the random part kept as the visible prefix (`rsk_live_ab12`). */
const SHOWN_RANDOM_CHARACTERS = 4;

/** A new key: the key itself (shown once), its visible prefix and the hash that is stored. */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + SHOWN_RANDOM_CHARACTERS), hash: hashApiKey(key) };
}

/**
 * The stored form of a key: hex SHA-256. A fast hash is right for 256-bit random keys (nothing to
 * brute-force), and finding the row by this hash through a unique index leaks no timing about the
 * key the way comparing keys character by character would.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** True when the text has the shape of one of our keys; anything else is refused without a query. */
export function isWellFormedApiKey(text: string): boolean {
  return API_KEY_PATTERN.test(text);
}

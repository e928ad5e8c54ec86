import { createVideoFromUrlRequestSchema } from '@reelsmith/contracts';
import { ApiError } from '../../../lib/api-client';

/** A sentence to show: a message id of the shared catalogs, or a text the server already wrote in the page's language. */
export type SharedMessage = { key: `shared:${string}` } | { text: string };

/** Spec §5 'Please enter a valid URL': non-blank, http(s), checked by the API's own rule. */
export function checkProductUrl(value: string): SharedMessage | null {
  return createVideoFromUrlRequestSchema.shape.product_url.safeParse(value).success ? null : { key: 'shared:errors.INVALID_URL' };
}

/** Spec §5: feedback is sent only when there is something in it once trimmed, and not while a send is on its way. */
export function canSendFeedback(text: string, isSending: boolean): boolean {
  return !isSending && text.trim() !== '';
}

/**
 * Spec §8: the server's own sentence when it explains a refusal (its error body), else 'Failed to
 * submit feedback. Please try again.' — a lost connection, a proxy's error page.
 */
export function feedbackErrorMessage(error: unknown): SharedMessage {
  if (error instanceof ApiError && error.message && !error.code.startsWith('HTTP_') && error.code !== 'INTERNAL_ERROR') return { text: error.message };
  return { key: 'shared:errors.FEEDBACK_FAILED' };
}

/** The page to come back to after signing in: this one, with the address the visitor typed. */
export function returnPath(pathname: string, productUrl: string): string {
  const url = productUrl.trim();
  return url ? `${pathname}?url=${encodeURIComponent(url)}` : pathname;
}

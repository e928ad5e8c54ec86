import { isValidEmail } from '@reelsmith/contracts';
import { ApiError } from '../../../lib/api-client';

/** A sentence to show: a message id of the shared catalogs, or a text the server already wrote in the page's language. */
export type WaitlistMessage = { key: `shared:${string}` } | { text: string };

/** The waitlist form as typed. */
export interface WaitlistValues {
  name: string;
  email: string;
  company: string;
}

/** Spec §5: the e-mail is required ('Email is required') and must look like one; name and company are optional. */
export function checkWaitlist(values: WaitlistValues): WaitlistMessage | null {
  const email = values.email.trim();
  if (!email) return { key: 'shared:errors.EMAIL_REQUIRED' };
  if (!isValidEmail(email)) return { key: 'shared:errors.INVALID_EMAIL' };
  return null;
}

/** The body to send: trimmed, blanks left out (the server stores them as null). */
export function waitlistBody(values: WaitlistValues): { email: string; name?: string; company?: string } {
  const name = values.name.trim();
  const company = values.company.trim();
  return { email: values.email.trim(), ...(name ? { name } : {}), ...(company ? { company } : {}) };
}

/**
 * Spec §8: a refusal the server explains (already on the list, an invalid e-mail, too many tries)
 * shows its own sentence; anything else — a server failure, no connection — the generic
 * 'There was an error joining the waitlist. Please try again.'
 */
export function waitlistErrorMessage(error: unknown): WaitlistMessage {
  if (error instanceof ApiError && error.status < 500 && error.message && !error.code.startsWith('HTTP_')) return { text: error.message };
  return { key: 'shared:errors.WAITLIST_FAILED' };
}

import type { UnsubscribeStatus } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiOrNull } from '../../../lib/api-client';

/** The cache key of an unsubscribe link's status. */
export const unsubscribeStatusKey = (token: string) => ['unsubscribe', token] as const;

/**
 * GET /api/unsubscribe/:token: whose e-mails the link stops, or null when it is no link of ours (404).
 * A GET never unsubscribes: mail scanners open links, so only the button's POST does.
 */
export function getUnsubscribeStatus(token: string): Promise<UnsubscribeStatus | null> {
  return apiOrNull<UnsubscribeStatus>(`/api/unsubscribe/${encodeURIComponent(token)}`);
}

/** The status of the page's link, cached like every query. */
export function useUnsubscribeStatus(token: string) {
  return useQuery({ queryKey: unsubscribeStatusKey(token), queryFn: () => getUnsubscribeStatus(token) });
}

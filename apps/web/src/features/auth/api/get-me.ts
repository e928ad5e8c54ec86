import type { MeResponse } from '@reelsmith/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { usePageTakenOver } from '../../../lib/use-hydrated';

/** The signed-in user as GET /api/me answers. */
export type Me = MeResponse;

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null when signed out (a 401 is an answer, not a failure). */
export async function getMe(): Promise<Me | null> {
  try {
    return await api<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user (null when signed out), shared by every screen through the query cache. Asked
 * once a prerendered page is taken over: the header asks first, and the page must not have the
 * answer before it is taken over (see usePageTakenOver).
 */
export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000, enabled: usePageTakenOver() });
}

import type { QueryClient } from '@tanstack/react-query';
import { getMe, meQueryKey } from './get-me';

const isMe = (queryKey: readonly unknown[]) => queryKey[0] === meQueryKey[0];

/**
 * After a sign-in or sign-up: forget whatever another account may have left in the cache, and load
 * the new user before anything asks for them (so signed-in pages do not bounce back to login).
 */
export async function startSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => !isMe(query.queryKey) });
  await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 0 });
}

/** After a sign-out: nothing of the account stays in memory, and every screen knows it is signed out. */
export function endSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(meQueryKey, null);
}

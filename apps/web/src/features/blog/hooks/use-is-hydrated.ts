import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards. The blog is
 * prerendered without a query string: its first render must match that HTML before ?post= and ?q=
 * take effect, or the whole page is thrown away and rendered again.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a page drawn at build time (and in that build), true afterwards and
 * in every page drawn in the browser alone. What depends on the visitor's storage (their theme,
 * their cookie decision) waits for it, so the first render matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

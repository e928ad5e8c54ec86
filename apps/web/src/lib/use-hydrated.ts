import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React takes over a page drawn at build time (and in that build), true afterwards and
 * in every page drawn in the browser alone. What depends on the visitor's storage (their theme,
 * their cookie decision) or address (the blog's ?post=) waits for it, so the first render matches
 * the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/*
 * A prerendered page is taken over in two passes: the site's frame (header, footer) first, then,
 * at low priority, the page inside the frame's Suspense boundary; on a slow phone a good part of a
 * second later. The frame asks the server for the visitor's session and the site's settings as soon
 * as it is taken over. Should an answer arrive before the page is, the page would draw it (a contact
 * form where its HTML has "Loading…"), not match its HTML, and be thrown away and drawn again, with
 * a hydration error. So on a prerendered page those reads wait until the page has been taken over.
 */
let waitingForPage = false;
const takeoverListeners = new Set<() => void>();

/** main.tsx, before hydrating a prerendered page: hold the reads that would change it. */
export function holdReadsUntilPageTakenOver(): void {
  waitingForPage = true;
}

/** The page inside the frame is taken over (or was drawn in the browser): release the held reads. */
export function markPageTakenOver(): void {
  if (!waitingForPage) return;
  waitingForPage = false;
  for (const listener of takeoverListeners) listener();
}

const isPageTakenOver = () => !waitingForPage;

function subscribeToTakeover(listener: () => void): () => void {
  takeoverListeners.add(listener);
  return () => takeoverListeners.delete(listener);
}

/** Whether a read the frame shares with the page may go to the server yet (a query's `enabled`). */
export function usePageTakenOver(): boolean {
  return useSyncExternalStore(subscribeToTakeover, isPageTakenOver, isPageTakenOver);
}

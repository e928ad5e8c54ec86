/** The parts of a router location that tell where the visitor came from. */
export interface LocationLike {
  state: unknown;
  /** React Router's entry key: 'default' for the entry the tab opened on. */
  key: string;
}

/**
 * True when the page was reached from inside the app, so that history back stays in the app: the
 * footer links pass `state.from` (the path they were on), and any entry after the first of this tab
 * was pushed by the app itself. A visitor who opened the page from another site, a bookmark or a
 * new tab is on the first entry, with no state.
 */
export function cameFromInsideApp(location: LocationLike): boolean {
  const from = (location.state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return true;
  return location.key !== 'default';
}

/**
 * Whether a React error is the DOM's complaint after a browser translator (Google Translate, Edge,
 * extensions) moved or wrapped nodes React manages: removeChild or insertBefore on a node that is no
 * longer where React left it. Rendering afresh fixes it (spec §4: recover silently).
 */
export function isBrowserTranslationError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException)) return false;
  const { name, message } = error as { name: string; message: string };
  if (/Failed to execute '(removeChild|insertBefore)' on 'Node'/i.test(message)) return true;
  return name === 'NotFoundError' && /not a child of this node|node before which the new node is to be inserted/i.test(message);
}

/** How long the page shows 'Loading...' before drawing itself again (spec §4). */
export const TRANSLATION_RECOVERY_MS = 100;

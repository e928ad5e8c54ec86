import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/** Tells the editor whether a section holds edits not saved yet. */
export type ReportUnsaved = (section: string, isUnsaved: boolean) => void;

/** How sections reach the editor's list of unsaved sections. */
export const UnsavedSectionsContext = createContext<ReportUnsaved>(() => {});

/**
 * Whether a navigation from `currentPath` to `nextPath` should wait for the user's answer: it
 * leaves the page (a new search or #section anchor stays on it) while edits are unsaved, and
 * leaving was not allowed first (the draft was deleted: nothing is left to save).
 */
export function shouldAskBeforeLeaving(options: { hasUnsaved: boolean; isLeaveAllowed: boolean; currentPath: string; nextPath: string }): boolean {
  const { hasUnsaved, isLeaveAllowed, currentPath, nextPath } = options;
  return hasUnsaved && !isLeaveAllowed && currentPath !== nextPath;
}

/**
 * The sections with unsaved edits, so preview and confirm can ask for a save first (they use what
 * the server holds), and leaving the page asks before edits are lost: the browser's own question
 * when the page unloads, the `leave` blocker (to show the editor's dialog) when a link of the app
 * goes elsewhere. `allowLeaving` lets the next navigation through unasked.
 */
export function useUnsavedSections(): { unsaved: ReadonlySet<string>; report: ReportUnsaved; leave: Blocker; allowLeaving: () => void } {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<ReportUnsaved>((section, isUnsaved) => {
    setUnsaved((current) => {
      if (current.has(section) === isUnsaved) return current;
      const next = new Set(current);
      if (isUnsaved) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  const hasUnsaved = unsaved.size > 0;
  useEffect(() => {
    if (!hasUnsaved) return;
    // The browser's own "leave this page?" question; its text cannot be chosen.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);
  const isLeaveAllowed = useRef(false);
  const leave = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAskBeforeLeaving({ hasUnsaved, isLeaveAllowed: isLeaveAllowed.current, currentPath: currentLocation.pathname, nextPath: nextLocation.pathname }),
  );
  const allowLeaving = useCallback(() => {
    isLeaveAllowed.current = true;
  }, []);
  return { unsaved, report, leave, allowLeaving };
}

/** Reports a section's unsaved state to the editor, and that it has none once it is gone. */
export function useReportUnsaved(section: string, isUnsaved: boolean): void {
  const report = useContext(UnsavedSectionsContext);
  useEffect(() => report(section, isUnsaved), [report, section, isUnsaved]);
  useEffect(() => () => report(section, false), [report, section]);
}

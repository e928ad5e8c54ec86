import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** Tells the editor whether a section holds edits not saved yet. */
export type ReportUnsaved = (section: string, isUnsaved: boolean) => void;

/** How sections reach the editor's list of unsaved sections. */
export const UnsavedSectionsContext = createContext<ReportUnsaved>(() => {});

/**
 * The sections with unsaved edits, so preview and confirm can ask for a save first (they use what
 * the server holds), and leaving the page warns before edits are lost.
 */
export function useUnsavedSections(): { unsaved: ReadonlySet<string>; report: ReportUnsaved } {
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
  return { unsaved, report };
}

/** Reports a section's unsaved state to the editor, and that it has none once it is gone. */
export function useReportUnsaved(section: string, isUnsaved: boolean): void {
  const report = useContext(UnsavedSectionsContext);
  useEffect(() => report(section, isUnsaved), [report, section, isUnsaved]);
  useEffect(() => () => report(section, false), [report, section]);
}

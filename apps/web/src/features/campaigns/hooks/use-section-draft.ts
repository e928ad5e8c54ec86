import { useState } from 'react';
import { isSameValue } from '../utils/same-value';
import { afterSave, followServer } from '../utils/section-draft';

/** A section's values as the user edits them, beside the values the server holds. */
export interface SectionDraft<T> {
  value: T;
  set: (next: T | ((current: T) => T)) => void;
  /** The user changed something not saved yet. */
  isDirty: boolean;
  /** This section's save of `sent` came back as `saved` (see afterSave: edits made meanwhile stay). */
  settle: (sent: T, saved: T) => void;
}

/**
 * Keeps what the user types until it is saved: a failed save loses nothing, nor does typing while a
 * save is under way. When the server's values change, an untouched section follows them; a section
 * with unsaved edits keeps the edits (see followServer).
 */
export function useSectionDraft<T>(saved: T): SectionDraft<T> {
  const [state, setState] = useState({ saved, value: saved });
  const current = followServer(state, saved);
  // Adjusting state while rendering, as React advises for state derived from props.
  if (current !== state) setState(current);
  return {
    value: current.value,
    isDirty: !isSameValue(current.value, current.saved),
    set: (next) => setState((previous) => ({ ...previous, value: typeof next === 'function' ? (next as (value: T) => T)(previous.value) : next })),
    settle: (sent, fresh) => setState((previous) => afterSave(previous, sent, fresh)),
  };
}

import { useState } from 'react';
import { isSameValue } from '../utils/same-value';

/** A section's values as the user edits them, beside the values the server holds. */
export interface SectionDraft<T> {
  value: T;
  set: (next: T | ((current: T) => T)) => void;
  /** The user changed something not saved yet. */
  isDirty: boolean;
  /** Takes the server's values (after this section's save came back). */
  reset: (saved: T) => void;
}

/**
 * Keeps what the user types until it is saved: a failed save loses nothing. When the server's
 * values change (another section's save made the server rewrite this one, e.g. the script in a new
 * language), an untouched section follows them; a section with unsaved edits keeps the edits.
 */
export function useSectionDraft<T>(saved: T): SectionDraft<T> {
  const [state, setState] = useState({ saved, value: saved });
  let current = state;
  if (!isSameValue(state.saved, saved)) {
    const isEdited = !isSameValue(state.value, state.saved);
    current = { saved, value: isEdited ? state.value : saved };
    // Adjusting state while rendering, as React advises for state derived from props.
    setState(current);
  }
  return {
    value: current.value,
    isDirty: !isSameValue(current.value, current.saved),
    set: (next) => setState((previous) => ({ ...previous, value: typeof next === 'function' ? (next as (value: T) => T)(previous.value) : next })),
    reset: (fresh) => setState({ saved: fresh, value: fresh }),
  };
}

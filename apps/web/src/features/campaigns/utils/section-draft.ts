import { isSameValue } from './same-value';

/** A section's values as the user edits them, beside the values the server holds. */
export interface DraftState<T> {
  saved: T;
  value: T;
}

/**
 * The draft once the server's values changed (another section's save made the server rewrite this
 * one, e.g. the script in a new language): an untouched section follows them, a section with unsaved
 * edits keeps the edits. The same object when nothing changed.
 */
export function followServer<T>(state: DraftState<T>, saved: T): DraftState<T> {
  if (isSameValue(state.saved, saved)) return state;
  const isEdited = !isSameValue(state.value, state.saved);
  return { saved, value: isEdited ? state.value : saved };
}

/**
 * The draft once its save of `sent` came back as `saved`: the server's values (it may have tidied
 * them) while the form still holds what was sent; what the user typed during the save otherwise,
 * which stays unsaved.
 */
export function afterSave<T>(state: DraftState<T>, sent: T, saved: T): DraftState<T> {
  return { saved, value: isSameValue(state.value, sent) ? saved : state.value };
}

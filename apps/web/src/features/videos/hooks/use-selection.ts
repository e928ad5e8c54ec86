import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Videos ticked on the page in view. The selection belongs to one `scope` (page and search): a
 * new page or search starts with nothing ticked, and ids no longer shown drop out.
 */
export function useSelection(scope: string, visibleIds: readonly string[]) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const current = state.scope === scope ? state.ids : NONE;
  const selected = visibleIds.filter((id) => current.has(id));
  const change = (ids: Iterable<string>) => setState({ scope, ids: new Set(ids) });
  return {
    selected,
    isSelected: (id: string) => current.has(id),
    toggle: (id: string, on: boolean) => change(on ? [...selected, id] : selected.filter((other) => other !== id)),
    toggleAll: (on: boolean) => change(on ? visibleIds : []),
    clear: () => change([]),
    allSelected: visibleIds.length > 0 && selected.length === visibleIds.length,
    someSelected: selected.length > 0 && selected.length < visibleIds.length,
  };
}

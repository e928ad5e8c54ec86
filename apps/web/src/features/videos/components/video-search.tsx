import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** How long typing must pause before the list is searched. */
const SEARCH_PAUSE_MS = 300;

/** The title search: asks once typing pauses, or at once on Enter. */
export function VideoSearch({ initialQuery, onSearch }: { initialQuery: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialQuery);
  const [shownQuery, setShownQuery] = useState(initialQuery);
  // The search changed from outside (clear button, back and forward): the box follows it.
  if (initialQuery !== shownQuery) {
    setShownQuery(initialQuery);
    if (text.trim() !== initialQuery) setText(initialQuery);
  }
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const searchIfNew = useEffectEvent((query: string) => {
    if (query !== initialQuery) onSearch(query);
  });
  // Only a pause in typing searches.
  useEffect(() => searchIfNew(settled.trim()), [settled]);
  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== initialQuery) onSearch(text.trim());
      }}
    >
      <label htmlFor="video-search" className="sr-only">
        {t('videos.searchLabel')}
      </label>
      <div className="relative">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id="video-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('videos.searchPlaceholder')}
          maxLength={200}
          className="h-11 w-full rounded-full border border-border bg-surface pr-4 pl-10 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
        />
      </div>
    </form>
  );
}

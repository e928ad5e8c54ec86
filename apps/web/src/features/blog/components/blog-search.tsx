import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The search box of the article list. It filters as the visitor types; the words live in the
 * address (?q=), which is where the site's search action sends visitors too.
 */
export function BlogSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // The search changed from outside (back and forward, a link): the box follows it.
  if (query !== shownQuery) {
    setShownQuery(query);
    if (text.trim() !== query.trim()) setText(query);
  }
  const change = (value: string) => {
    setText(value);
    setShownQuery(value.trim());
    onSearch(value.trim());
  };
  return (
    <form role="search" className="mt-4" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="blog-search" className="sr-only">
        {t('blog.searchLabel')}
      </label>
      <div className="relative">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id="blog-search"
          type="search"
          value={text}
          onChange={(event) => change(event.target.value)}
          placeholder={t('blog.searchPlaceholder')}
          maxLength={200}
          className="h-11 w-full rounded-full border border-border bg-bg pr-4 pl-10 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
        />
      </div>
    </form>
  );
}

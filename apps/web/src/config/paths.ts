import { PAGE_ROUTES, localizePath, type PageRouteName } from '@reelsmith/contracts';
import { useCallback } from 'react';
import { useLanguage } from '../lib/i18n';

/** Builds the address of a page in the current language: pathTo('blog') → '/es/blog' on Spanish pages. */
export function usePathTo() {
  const language = useLanguage();
  return useCallback(
    (page: PageRouteName, params: Record<string, string> = {}) => {
      const path = PAGE_ROUTES[page].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      return localizePath(path, language);
    },
    [language],
  );
}

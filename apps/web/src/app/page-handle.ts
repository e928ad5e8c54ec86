import type { PageRouteName } from '@reelsmith/contracts';
import { useMatches } from 'react-router';

/** What each route tells the layout about its page. */
export interface PageHandle {
  page: PageRouteName | 'notFound';
}

/** The page the deepest matched route shows. */
export function useCurrentPage(): PageHandle['page'] {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  return handle?.page ?? 'notFound';
}

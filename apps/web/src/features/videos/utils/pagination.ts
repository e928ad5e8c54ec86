/** What the pagination line says about a page of the list. */
export interface PageSummary {
  /** 1-based page shown. */
  page: number;
  /** Pages there are, never fewer than 1. */
  pages: number;
  /** Videos on this page. */
  shown: number;
  /** Videos in the whole (searched) list. */
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The numbers behind 'Page X of Y' and 'Showing N of M videos'. */
export function summarizePage({ page, pages, total, shown }: { page: number; pages: number; total: number; shown: number }): PageSummary {
  const lastPage = Math.max(1, pages);
  const current = Math.min(Math.max(1, page), lastPage);
  return { page: current, pages: lastPage, shown, total, hasPrevious: current > 1, hasNext: current < lastPage };
}

/** A page number read from the address (?page=): a whole number from 1, else 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * Where to go after deleting `deleted` videos of a page showing `shown`: the same page, unless it
 * would be empty, then the one before it.
 */
export function pageAfterDeleting({ page, shown, deleted }: { page: number; shown: number; deleted: number }): number {
  return deleted >= shown && page > 1 ? page - 1 : page;
}

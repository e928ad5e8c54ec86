import { PAGE_ROUTES, localizePath, type Language } from '@reelsmith/contracts';

/** Where a video's e-mail picture (its poster with a play button) is served to anyone with its share slug. */
export const watchThumbnailPath = (slug: string) => `/api/watch/${encodeURIComponent(slug)}/thumbnail.jpg`;

/** Where an unsubscribe token is read and acted on (GET: whose e-mails; POST: stop them). */
export const unsubscribeApiPath = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;

/**
 * The two addresses of an unsubscribe token: the web page where a person confirms (in the campaign's
 * language), and the API address mail apps POST to for a one-click unsubscribe (RFC 8058).
 */
export function unsubscribeLinks({ publicUrl, token, language }: { publicUrl: string; token: string; language: Language }): { page: string; oneClick: string } {
  return {
    page: `${publicUrl}${localizePath(PAGE_ROUTES.unsubscribe.replace(':token', encodeURIComponent(token)), language)}`,
    oneClick: `${publicUrl}${unsubscribeApiPath(token)}`,
  };
}

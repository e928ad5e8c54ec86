import { PAGE_ROUTES, localizePath, matchPageRoute, switchLanguagePath, type Language, type PageRouteName } from '@reelsmith/contracts';

/** Pages it makes no sense to come back to once signed in. */
const SIGN_IN_PAGES: readonly PageRouteName[] = ['login', 'signup', 'forgotPassword', 'resetPassword'];

// Any origin of ours would do: the path is resolved against it only to see where it really leads.
const PROBE_ORIGIN = 'https://reelsmith.invalid';

/**
 * The `?next=` page, when it is a page of this site: a path starting with one '/', no scheme, no
 * host, no backslash or control character (browsers read '/\evil.com' as '//evil.com'), and a page
 * of the product other than the sign-in forms. Anything else is null, so a crafted link cannot
 * send someone who signs in to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const page = matchPageRoute(url.pathname);
  if (!page || SIGN_IN_PAGES.includes(page)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where someone lands after signing in: the page that sent them to the login (in the language they
 * are reading now), else the dashboard (DESIGN.md).
 */
export function pathAfterSignIn(next: string | null | undefined, language: Language): string {
  const safe = safeNextPath(next);
  if (!safe) return localizePath(PAGE_ROUTES.dashboard, language);
  const url = new URL(safe, PROBE_ORIGIN);
  return `${switchLanguagePath(url.pathname, language)}${url.search}${url.hash}`;
}

/** A sign-in page's address that keeps the page to come back to: '/es/signup?next=%2Fes%2Fsettings'. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

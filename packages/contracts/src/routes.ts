import { DEFAULT_LANGUAGE, LANGUAGE_PREFIXES, LANGUAGES, type Language } from './languages';

/**
 * Every page of the product (spec §2, plus the signed-in paths DESIGN.md fixes), without a
 * language prefix. Each exists in three variants: no prefix, /es and /ptbr.
 */
export const PAGE_ROUTES = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  contact: '/contact',
  waitlist: '/waitlist',
  ecommerce: '/ecommerce',
  debtCollection: '/debt_collection',
  urlToVideoPublic: '/url-to-video-public',
  terms: '/terms',
  privacy: '/privacy',
  blog: '/blog',
  bookDemo: '/book-demo',
  credits: '/credits',
  dashboard: '/dashboard',
  create: '/create',
  videos: '/videos',
  video: '/videos/:id',
  campaigns: '/campaigns',
  campaignNew: '/campaigns/new',
  campaign: '/campaigns/:id',
  upload: '/upload',
  voiceCloning: '/voice-cloning',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  settings: '/settings',
  watch: '/v/:slug',
  unsubscribe: '/unsubscribe/:token',
} as const;

/** The name of a page route. */
export type PageRouteName = keyof typeof PAGE_ROUTES;

/** Pages a visitor may see without signing in. */
export const PUBLIC_PAGES: readonly PageRouteName[] = [
  'home',
  'login',
  'signup',
  'forgotPassword',
  'resetPassword',
  'contact',
  'waitlist',
  'ecommerce',
  'debtCollection',
  'urlToVideoPublic',
  'terms',
  'privacy',
  'blog',
  'bookDemo',
  'credits',
  'watch',
  'unsubscribe',
];

/**
 * Public pages search engines may list (and the sitemap names): not the sign-in forms (spec §2:
 * noindex), nor shared videos, which are unlisted — only those given the link should find them.
 */
export const INDEXED_PAGES: readonly PageRouteName[] = PUBLIC_PAGES.filter((page) => !['login', 'signup', 'forgotPassword', 'resetPassword', 'watch', 'unsubscribe'].includes(page));

/**
 * The origin written into pages prerendered at build time (canonical, alternates, Open Graph), when
 * the address the site will be served at is not known yet; the server puts its PUBLIC_URL in its place.
 */
export const PRERENDER_ORIGIN = 'https://prerender.reelsmith.invalid';

/** Public pages drawn to static HTML at build time in every language: every public page of a fixed address but the password-reset form, which only makes sense with its token. */
export const PRERENDERED_PAGES: readonly PageRouteName[] = PUBLIC_PAGES.filter((page) => page !== 'resetPassword' && !PAGE_ROUTES[page].includes(':'));

/** A path split into its language and the path without the language prefix. */
export interface LocalizedPath {
  language: Language;
  /** The path without the language prefix; always starts with '/'. */
  path: string;
}

const prefixedLanguages = LANGUAGES.filter((language) => LANGUAGE_PREFIXES[language] !== '');

/** Splits a URL path into its language (from the prefix) and the unprefixed path. */
export function splitLanguagePrefix(pathname: string): LocalizedPath {
  for (const language of prefixedLanguages) {
    const prefix = LANGUAGE_PREFIXES[language];
    if (pathname === prefix || pathname === `${prefix}/`) return { language, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname === '' ? '/' : pathname };
}

/** Adds the language prefix to an unprefixed path ('/blog', 'es' → '/es/blog'; '/', 'es' → '/es'). */
export function localizePath(path: string, language: Language): string {
  const prefix = LANGUAGE_PREFIXES[language];
  if (path === '/' || path === '') return prefix === '' ? '/' : prefix;
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Same page in another language: swaps the prefix of a full pathname. */
export function switchLanguagePath(pathname: string, language: Language): string {
  return localizePath(splitLanguagePrefix(pathname).path, language);
}

function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, i) => (part.startsWith(':') ? pathParts[i] !== '' : part === pathParts[i]));
}

/** The page route a full pathname (with or without language prefix) shows, or undefined for not-found. */
export function matchPageRoute(pathname: string): PageRouteName | undefined {
  const { path } = splitLanguagePrefix(pathname);
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const names = Object.keys(PAGE_ROUTES) as PageRouteName[];
  return names.find((name) => matchesPattern(PAGE_ROUTES[name], normalized));
}

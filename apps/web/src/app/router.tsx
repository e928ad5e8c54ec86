import { LANGUAGES, LANGUAGE_PREFIXES, PAGE_ROUTES, type Language, type PageRouteName } from '@reelsmith/contracts';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_CATALOG_GROUPS, type CatalogGroup } from '../locales/catalog-groups';
import { SiteLayout } from './layouts/site-layout';
import type { PageHandle } from './page-handle';
import { RouteError } from './routes/route-error';

type RouteModule = () => Promise<{ default: ComponentType }>;

// Each page is its own chunk. Pages not built yet share the outline module.
const outline: RouteModule = () => import('./routes/page-outline');
const PAGE_MODULES: Record<PageRouteName, RouteModule> = {
  home: () => import('./routes/marketing/home'),
  blog: () => import('./routes/marketing/blog'),
  login: () => import('./routes/auth/login'),
  signup: () => import('./routes/auth/signup'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
  resetPassword: () => import('./routes/auth/reset-password'),
  contact: () => import('./routes/marketing/contact'),
  waitlist: () => import('./routes/marketing/waitlist'),
  ecommerce: () => import('./routes/marketing/ecommerce'),
  debtCollection: () => import('./routes/marketing/debt-collection'),
  urlToVideoPublic: () => import('./routes/marketing/url-to-video-public'),
  terms: () => import('./routes/marketing/terms'),
  privacy: () => import('./routes/marketing/privacy'),
  bookDemo: () => import('./routes/marketing/book-demo'),
  credits: () => import('./routes/marketing/credits'),
  dashboard: () => import('./routes/app/dashboard'),
  create: () => import('./routes/app/create'),
  videos: () => import('./routes/app/videos'),
  video: () => import('./routes/app/video'),
  campaigns: () => import('./routes/app/campaigns'),
  campaignNew: () => import('./routes/app/campaign-new'),
  campaign: () => import('./routes/app/campaign'),
  upload: () => import('./routes/app/upload'),
  voiceCloning: outline,
  checkout: () => import('./routes/app/checkout'),
  checkoutSuccess: () => import('./routes/app/checkout-success'),
  settings: () => import('./routes/app/settings'),
  watch: () => import('./routes/marketing/watch'),
  unsubscribe: () => import('./routes/marketing/unsubscribe'),
};

/** The page's code and its catalog groups, in the route's own language, before it renders. */
const lazyPage = (load: RouteModule, i18n: I18n, language: Language, groups: readonly CatalogGroup[]) => async () => {
  const [module] = await Promise.all([load(), groups.length > 0 ? i18n.loadNamespaces([...groups]).then(() => i18n.loadLanguages(language)) : undefined]);
  return { Component: module.default };
};

function pageRoutes(i18n: I18n, language: Language): RouteObject[] {
  const pages = (Object.keys(PAGE_ROUTES) as PageRouteName[]).map((page): RouteObject => {
    const handle: PageHandle = { page };
    const path = PAGE_ROUTES[page];
    const lazy = lazyPage(PAGE_MODULES[page], i18n, language, PAGE_CATALOG_GROUPS[page]);
    return path === '/' ? { index: true, handle, lazy } : { path: path.slice(1), caseSensitive: true, handle, lazy };
  });
  const notFound: PageHandle = { page: 'notFound' };
  return [...pages, { path: '*', handle: notFound, lazy: lazyPage(() => import('./routes/not-found'), i18n, language, []) }];
}

/**
 * Every page under each language prefix (none, /es, /ptbr); the prefix decides the language. The
 * browser's router and the build's prerender (entry-server.tsx) use the same routes.
 */
export function appRoutes(i18n: I18n): RouteObject[] {
  const languageRoute = (language: Language): RouteObject => ({
    path: LANGUAGE_PREFIXES[language] || '/',
    // The server matches paths exactly (/Blog is not /blog); the browser must agree.
    caseSensitive: true,
    // Loads the language's catalog before its pages render, so no text flashes in another language.
    loader: async () => {
      if (i18n.language !== language) await i18n.changeLanguage(language);
      return null;
    },
    HydrateFallback: () => null,
    Component: SiteLayout,
    // Without a component of its own this route renders its children, and catches their errors
    // inside the layout, so header and footer stay.
    children: [{ ErrorBoundary: RouteError, children: pageRoutes(i18n, language) }],
  });
  return LANGUAGES.map(languageRoute);
}

/** The browser's router of the app. */
export function createAppRouter(i18n: I18n) {
  return createBrowserRouter(appRoutes(i18n));
}

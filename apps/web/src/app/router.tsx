import { LANGUAGES, LANGUAGE_PREFIXES, PAGE_ROUTES, type Language, type PageRouteName } from '@reelsmith/contracts';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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
  waitlist: outline,
  ecommerce: outline,
  debtCollection: outline,
  urlToVideoPublic: outline,
  terms: outline,
  privacy: outline,
  bookDemo: outline,
  credits: () => import('./routes/marketing/credits'),
  dashboard: () => import('./routes/app/dashboard'),
  create: () => import('./routes/app/create'),
  videos: () => import('./routes/app/videos'),
  video: () => import('./routes/app/video'),
  campaigns: outline,
  campaignNew: outline,
  campaign: outline,
  upload: outline,
  voiceCloning: outline,
  checkout: () => import('./routes/app/checkout'),
  checkoutSuccess: () => import('./routes/app/checkout-success'),
  settings: () => import('./routes/app/settings'),
  watch: () => import('./routes/marketing/watch'),
};

const lazyPage = (load: RouteModule) => async () => ({ Component: (await load()).default });

function pageRoutes(): RouteObject[] {
  const pages = (Object.keys(PAGE_ROUTES) as PageRouteName[]).map((page): RouteObject => {
    const handle: PageHandle = { page };
    const path = PAGE_ROUTES[page];
    return path === '/'
      ? { index: true, handle, lazy: lazyPage(PAGE_MODULES[page]) }
      : { path: path.slice(1), caseSensitive: true, handle, lazy: lazyPage(PAGE_MODULES[page]) };
  });
  const notFound: PageHandle = { page: 'notFound' };
  return [...pages, { path: '*', handle: notFound, lazy: lazyPage(() => import('./routes/not-found')) }];
}

/** Every page under each language prefix (none, /es, /ptbr); the prefix decides the language. */
export function createAppRouter(i18n: I18n) {
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
    children: [{ ErrorBoundary: RouteError, children: pageRoutes() }],
  });
  return createBrowserRouter(LANGUAGES.map(languageRoute));
}

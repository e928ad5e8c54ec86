import type { PageRouteName } from '@reelsmith/contracts';

/**
 * The catalogs are written as one file per language, but a visitor downloads only what the page
 * needs: the keys below travel in a chunk of their own (an i18next namespace, loaded with the page's
 * code), every other key in the common one. Pages name the groups they use in PAGE_CATALOG_GROUPS.
 */
export const CATALOG_GROUPS = {
  home: ['home'],
  landings: ['ecommerce', 'debtCollection'],
  legal: ['legal'],
  forms: ['contact', 'waitlist', 'bookDemo', 'unsubscribe'],
  blog: ['blog'],
  auth: ['auth'],
  app: ['dashboard', 'settings', 'create', 'generation', 'player', 'feedback', 'videos', 'checkout', 'credits', 'watch', 'urlToVideo', 'campaigns', 'clips'],
} as const;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;

/** The catalog groups each page's screens read (the common keys are always there). */
export const PAGE_CATALOG_GROUPS: Record<PageRouteName, readonly CatalogGroup[]> = {
  home: ['home'],
  blog: ['blog'],
  login: ['auth'],
  signup: ['auth'],
  forgotPassword: ['auth'],
  resetPassword: ['auth'],
  contact: ['forms'],
  waitlist: ['forms'],
  ecommerce: ['landings'],
  debtCollection: ['landings'],
  urlToVideoPublic: ['app'],
  terms: ['legal'],
  privacy: ['legal'],
  bookDemo: ['forms'],
  credits: ['app'],
  dashboard: ['app'],
  create: ['app'],
  videos: ['app'],
  video: ['app'],
  campaigns: ['app'],
  campaignNew: ['app'],
  campaign: ['app'],
  upload: ['app'],
  voiceCloning: ['app'],
  checkout: ['app'],
  checkoutSuccess: ['app'],
  settings: ['app', 'auth'],
  watch: ['app'],
  unsubscribe: ['forms'],
};

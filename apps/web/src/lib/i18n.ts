import { LANGUAGES, isLanguage, type Language } from '@reelsmith/contracts';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { loadCatalog } from 'virtual:catalogs';
import { CATALOG_GROUPS } from '../locales/catalog-groups';
import { initReactI18next, useTranslation } from 'react-i18next';

// The messages the server speaks too (errors…), from packages/contracts, also one chunk per language.
const SHARED_CATALOGS: Record<Language, () => Promise<unknown>> = {
  en: () => import('@reelsmith/contracts/messages/en').then((module) => module.en),
  es: () => import('@reelsmith/contracts/messages/es').then((module) => module.es),
  'pt-BR': () => import('@reelsmith/contracts/messages/pt-br').then((module) => module.ptBR),
};

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No catalog for language ${language}`), false);
    // One chunk per language and catalog group: a page loads the common keys and its own groups.
    const load = namespace === 'shared' ? SHARED_CATALOGS[language]() : loadCatalog(language, namespace).then((catalog) => catalog.default);
    load.then(
      (catalog) => callback(null, catalog as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};

/** An i18next instance with the given language loaded and ready. */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Every catalog has every key (a test checks), so no fallback catalog needs downloading.
      fallbackLng: false,
      // 'pt-BR' must not also try to load 'pt'.
      load: 'currentOnly',
      ns: ['translation', 'shared'],
      defaultNS: 'translation',
      // A page's own keys live in its groups' namespaces (loaded with the page); plain keys find them there.
      fallbackNS: Object.keys(CATALOG_GROUPS),
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}

/** The language the app currently shows. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

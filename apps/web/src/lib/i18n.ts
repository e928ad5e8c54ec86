import { LANGUAGES, MESSAGES, isLanguage, type Language } from '@reelsmith/contracts';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

// One chunk per language: a visitor downloads only the catalog of the page they read.
const CATALOGS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
  'pt-BR': () => import('../locales/pt-BR.json'),
};

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No catalog for language ${language}`), false);
    // 'shared' holds the messages the server speaks too (errors…), from packages/contracts.
    if (namespace === 'shared') return callback(null, MESSAGES[language]);
    CATALOGS[language]().then(
      (catalog) => callback(null, catalog.default),
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

/** The product's languages, in the order the language switch lists them. */
export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;

/** One of the product's languages (BCP 47 tags). */
export type Language = (typeof LANGUAGES)[number];

/** The default language: English, served without a path prefix. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The path prefix of each language (spec §1: English none, Spanish /es, Brazilian Portuguese /ptbr). */
export const LANGUAGE_PREFIXES: Readonly<Record<Language, string>> = {
  en: '',
  es: '/es',
  'pt-BR': '/ptbr',
};

/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

/** True when the value is one of the product's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps any language tag (pt, pt-PT, es-MX, en-GB…) to the closest product language, or undefined.
 * Portuguese of any region gets pt-BR, the only Portuguese we write.
 */
export function closestLanguage(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'en') return 'en';
  if (primary === 'es') return 'es';
  if (primary === 'pt') return 'pt-BR';
  return undefined;
}

/**
 * Picks the product language from an HTTP Accept-Language header, honouring q-weights
 * (RFC 9110 §12.5.4); falls back to English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    // Stable for equal weights: the header's own order breaks ties.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = closestLanguage(entry.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

import type { Language } from '@reelsmith/contracts';
import { SITE_MEDIA, type SiteVideo } from '../../../config/site-media';

// English and Spanish visitors share one set of example videos; Brazilian visitors get their own.
const usesPortugueseMedia = (language: Language) => language === 'pt-BR';

/** The two example product videos the e-commerce landing shows in this language. */
export function ecommerceExamples(language: Language): readonly SiteVideo[] {
  return usesPortugueseMedia(language) ? SITE_MEDIA.ecommerce.ptBR : SITE_MEDIA.ecommerce.enEs;
}

/** The personalized collection video the debt-collection landing shows in this language. */
export function debtCollectionDemo(language: Language): SiteVideo {
  return usesPortugueseMedia(language) ? SITE_MEDIA.debtCollection.ptBR : SITE_MEDIA.debtCollection.enEs;
}

/** The catalog's name (under `*.narration.*`) for the language a video speaks. */
export const NARRATION_KEYS = { en: 'en', es: 'es', 'pt-BR': 'ptBR' } as const satisfies Record<NonNullable<SiteVideo['narration']>, string>;

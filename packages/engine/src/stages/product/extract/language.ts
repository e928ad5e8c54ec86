import type { CheerioAPI } from 'cheerio';
import type { EngineLanguage } from '../../../schema';
import { countryOf } from './currency';

const BY_COUNTRY: Record<string, EngineLanguage> = {
  br: 'pt-BR', pt: 'pt-BR', mx: 'es', ar: 'es', es: 'es', cl: 'es', co: 'es', pe: 'es', uy: 'es', ve: 'es', ec: 'es', bo: 'es', py: 'es', cr: 'es', gt: 'es',
  uk: 'en', us: 'en', ca: 'en', au: 'en', nz: 'en', ie: 'en', in: 'en',
};
const BY_CURRENCY: Record<string, EngineLanguage> = { BRL: 'pt-BR', MXN: 'es', ARS: 'es', CLP: 'es', COP: 'es', PEN: 'es', UYU: 'es', USD: 'en', GBP: 'en', CAD: 'en', AUD: 'en', NZD: 'en' };

/** One of our languages for a language tag ("pt", "pt-PT", "es_MX", "en-GB"), or null for any other language. */
export function languageOfTag(tag: string | undefined): EngineLanguage | null | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary) return undefined;
  if (primary === 'pt') return 'pt-BR';
  if (primary === 'es') return 'es';
  if (primary === 'en') return 'en';
  return null;
}

// Frequent short words, to tell the three apart when the page says nothing.
const WORDS: [EngineLanguage, RegExp][] = [
  ['pt-BR', /\b(não|você|para|com|frete|grátis|envio|mais|produto|também)\b/gi],
  ['es', /\b(para|con|envío|gratis|más|producto|también|los|las|del)\b/gi],
  ['en', /\b(the|and|with|for|shipping|free|more|product|this|your)\b/gi],
];

function languageOfText(text: string): EngineLanguage | undefined {
  const counts = WORDS.map(([language, pattern]) => ({ language, count: text.match(pattern)?.length ?? 0 }));
  counts.sort((a, b) => b.count - a.count);
  const [top, next] = counts;
  return top && top.count >= 3 && top.count > (next?.count ?? 0) * 1.5 ? top.language : undefined;
}

/**
 * The page's language among ours, trusting in turn what it declares (<html lang>, og:locale), its
 * country's domain, its currency and its words. A page declared in another language has none.
 */
export function guessLanguage(options: { $: CheerioAPI; url: URL; currency?: string; text?: string }): EngineLanguage | undefined {
  const { $ } = options;
  for (const tag of [$('html').attr('lang'), $('meta[property="og:locale" i]').attr('content'), $('meta[http-equiv="content-language" i]').attr('content')]) {
    const language = languageOfTag(tag);
    if (language !== undefined) return language ?? undefined;
  }
  const byCountry = BY_COUNTRY[countryOf(options.url.hostname)];
  if (byCountry) return byCountry;
  const byCurrency = options.currency ? BY_CURRENCY[options.currency] : undefined;
  return byCurrency ?? (options.text ? languageOfText(options.text) : undefined);
}

import type { EngineLanguage, ImageSource, ProductFactsInput } from '../../schema';
import { boundedSentence, cleanText, sentences, shortLine } from '../script/text';
import { parsePrice } from './extract/parse-price';

// A line that starts as a list item: "- ", "* ", "• ", "1. ", "2) ".
const BULLET = /^(?:[-*•·▪●+–]|\d{1,2}[.)])\s+/;
const MAX_FEATURES = 10;
const MAX_NAME_CHARS = 60;

// An amount with a currency sign or code beside it: "R$ 59,90", "US$ 9", "€12,50", "24.90 USD".
const CODES = 'USD|EUR|GBP|BRL|MXN|ARS|CLP|COP|PEN|UYU|CAD|AUD|NZD';
const SIGN = String.raw`R\$|US\$|U\$S|MX\$|CA?\$|AU?\$|NZ\$|€|£|\$|\b(?:${CODES})\b`;
const AMOUNT = String.raw`\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)`;
const PRICED = new RegExp(String.raw`(?:${SIGN})\s?(?:${AMOUNT})|(?:${AMOUNT})\s?(?:€|\b(?:${CODES})\b)`, 'g');
// What comes right before an amount that is not the product's price: instalments ("10x de R$ 25"),
// shipping ("frete R$ 15").
const NOT_THE_PRICE = /(?:\d\s?x\s*(?:de\s*)?|(?:frete|envío|envio|shipping|delivery)\b[^.\n]{0,20})$/i;

// A name when the text gives none we can draw (only emoji, say).
const GENERIC_NAME: Record<EngineLanguage, string> = { en: 'Our product', es: 'Nuestro producto', 'pt-BR': 'Nosso produto' };

// Short words only one of our languages uses (shared ones such as "para" or "no" tell nothing).
const WORDS: Record<EngineLanguage, Set<string>> = {
  'pt-BR': new Set('não você com uma um é são ao à do da dos das seu sua seus suas muito também em na nas nos pode feito feita tamanho frete grátis qualidade garantia e ou mais produto'.split(' ')),
  es: new Set('y con una un el los las del al su sus muy también es son en puede hecho hecha tamaño envío gratis calidad garantía más producto'.split(' ')),
  en: new Set('the and with for is are of to your this it its made size free shipping quality warranty in on or product'.split(' ')),
};

/** The language a seller wrote in, when its words clearly say which of ours; else undefined. */
export function descriptionLanguage(text: string): EngineLanguage | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const counts = (Object.keys(WORDS) as EngineLanguage[]).map((language) => ({ language, count: words.filter((word) => WORDS[language].has(word)).length }));
  counts.sort((a, b) => b.count - a.count);
  const [top, next] = counts;
  return top && top.count >= 2 && top.count > (next?.count ?? 0) * 1.5 ? top.language : undefined;
}

/**
 * The price a seller wrote in their description, when it is clear: exactly one amount marked with
 * a currency (instalments and shipping aside). A lone "$" counts as US dollars only in English
 * text (elsewhere it is often pesos). Anything less certain gives no price.
 */
export function priceInText(text: string, language: EngineLanguage): { price: string; currency: string } | undefined {
  const found = new Map<string, { price: string; currency: string }>();
  for (const match of text.matchAll(PRICED)) {
    if (NOT_THE_PRICE.test(text.slice(Math.max(0, match.index - 30), match.index))) continue;
    const parsed = parsePrice(match[0]);
    if (!parsed?.currency) continue;
    const loneDollar = parsed.currency === 'USD' && /\$/.test(match[0]) && !/[A-Z]\$|USD/.test(match[0]);
    if (loneDollar && language !== 'en') continue;
    found.set(`${parsed.amount} ${parsed.currency}`, { price: parsed.amount, currency: parsed.currency });
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * Product facts from a seller's own words and pictures (the manual entry): the name is the given
 * one, else the first sentence of the text; list items ("- ", "• ", "1. ") become features — or,
 * when the text is a short line per fact, the lines after the first; a price only when the text
 * states exactly one (see priceInText). The language is the given one, else the text's own, else
 * English.
 */
export function factsFromDescription(options: { description: string; name?: string; images: readonly ImageSource[]; language?: EngineLanguage }): ProductFactsInput {
  const lines = options.description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => cleanText(line).length > 0);
  const bullets = lines.filter((line) => BULLET.test(line)).map((line) => line.replace(BULLET, ''));
  let prose = lines.filter((line) => !BULLET.test(line));
  let features = bullets;
  // "Ceramic mug / 350 ml / Dishwasher safe": a fact per line reads as a list without the dashes.
  if (features.length === 0 && prose.length >= 3 && prose.slice(1).every((line) => line.length <= 120)) {
    features = prose.slice(1);
    prose = prose.slice(0, 1);
  }
  const language = options.language ?? descriptionLanguage(options.description) ?? 'en';
  const given = cleanText(options.name ?? '');
  const first = sentences(prose.join('\n'))[0] ?? sentences(bullets.join('\n'))[0] ?? '';
  const name = given || shortLine(first, MAX_NAME_CHARS) || GENERIC_NAME[language];
  const price = priceInText(options.description, language);
  return {
    name,
    description: prose.join('\n'),
    features: features
      .map((line) => boundedSentence(line, 300).replace(/\.$/, ''))
      .filter((line) => line.length > 0)
      .slice(0, MAX_FEATURES),
    images: [...options.images],
    language,
    ...(price ?? {}),
  };
}

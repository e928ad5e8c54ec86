import type { CheerioAPI } from 'cheerio';
import { AMBIGUOUS_SIGNS, CURRENCY_SIGN, THOUSANDTHS, WORD_CODES, currencyHost, detectCurrency } from './currency';
import { metaContent } from './meta-tags';
import { PRICE_NUMBER, amountValue, parseAmount } from './parse-price';
import { DASH_CENTS, findPrintedPrice, shownText } from './printed-price';
import { asciiDigits } from './text';
import type { ProductFields } from './types';

// An amount written with its currency sign or code on either side ("für 119,01€", "for €344.00",
// "直購價：$294"), the number as parsePrice reads it.
const PRICED = new RegExp(
  String.raw`(?<sign>${CURRENCY_SIGN.source})\.?\s?(?<after>${PRICE_NUMBER.source})|(?<![\d.,])(?<before>${PRICE_NUMBER.source})\s?(?<sign2>${CURRENCY_SIGN.source})`,
  'g',
);

// Words before an amount in a shop's description that make it some other amount: a free-delivery
// threshold ("Free delivery on orders over £50", "toimituksen yli 24,95", "للطلبات فوق ١٠٠ درهم",
// "доставка свыше 3000 ₽", "fri frakt över 499 kr", "Spedizione gratuita sopra i 49,90 €", "доставка над 80 лв.", "dostava iznad 500 kn"),
// a shipping fee ("Bezorging € 4,95"; not past a list's tick: "✓ Aynı Gün Kargo ✓ 349,90 TL"), a "from" or "up to" amount, a saving, a price per
// instalment or unit, a list price ("compare at $59"), a price-comparison page's lowest ("62 предложения от
// 17 450 ₽", "σε 34 καταστήματα από 319,00 €"; not Bulgarian "на цена от 459,00 лв.", at a price of).
const NOT_THE_PRICE_BEFORE =
  /\b(?:over|above|under|orders?|deliver\w*|shipping|postage|frete|env[ií]o|versand\w*|livraison|porto|spedizion\w*|doprava|dostaw\w*|toimitu\w*|yli|ab|from|desde|a partir de|à partir de|starting|as low as|up to|hasta|até|bis zu|jusqu'à|save|spar\w*|économ\w*|economi\w*|ahorr\w*|rabatt|discount|desconto|descuento|off|min\w*|per|x|de|compare(?:d)? at|was|reg\.?|regular(?:ly)?|list price|retail|msrp|rrp|uvp|statt|antes|era|original(?: price)?|valor original|prix barré|od|nad|vanaf|dès|acima de|mulai(?: dari)?|di atas|powyżej|från|fra|alkaen|iznad|preko|peste|oltre|sopra|felett|más de|mais de|plus de|boven|bezorging|verzend\w*|frakt|fragt|dostava|szállítás|kargo|livrare)\s*[:\-–]?\s*[^\s✓✔|•·]{0,3}\s?$|(?:^|[\s(])(?:över|über|свыше|более|выше|над|понад|(?<!цена\s)от|від|από|απο|доставка|فوق|أكثر من|اكثر من)\s*[^\s✓✔|•·]{0,3}\s?$|免運|運費|滿|送料|配送料/i;
// After it: the same ("CHF 50.– Rabatt"; not "$89.99 discounted from $129.99", the price), and a threshold said after its amount ("$50 or more", "150 TL ve üzeri", "RM80 ke atas",
// "3,000円（税込）以上").
const NOT_THE_PRICE_AFTER =
  /^\s?(?:off|de desconto|de descuento|(?:rabatt|discount|remise|korting|sconto)\b|\/\s?(?:mês|mes|month|mo|kg|l|m)\b|per\b|each\b|x\b|mensa\w*|monthly|a month|por mês|al mes|or more\b|and (?:up|over|above)\b|(?:ve )?üzeri|и выше|(?:dan )?ke atas)|^\s?(?:[（(][^（）()]{0,4}[）)]\s?)?(?:免運|以上|起|이상)/i;
// An amount between "on", "with" or "for" and "orders" or "purchases" ("Free shipping with $35 orders").
const THRESHOLD_BEFORE = /\b(?:on|with|for|over|above)\s*\S{0,3}\s?$/i;
const THRESHOLD_AFTER = /^\+?\s?(?:orders?|purchases?)\b/i;

/** The amounts, each with the currency it is written with, that a description states as a price. */
function statedPrices(text: string, host: string): { amount: string; currency?: string }[] {
  const found: { amount: string; currency?: string }[] = [];
  for (const match of text.matchAll(PRICED)) {
    const groups = match.groups ?? {};
    const number = groups.after ?? groups.before ?? '';
    const sign = (groups.sign ?? groups.sign2 ?? '').trim();
    const index = match.index ?? 0;
    const end = index + match[0].length;
    const before = text.slice(Math.max(0, index - 40), index);
    // Whole crowns or francs are written with a dash for the cents ("CHF 50.– Rabatt"): the words come after it.
    const after = text.slice(end, end + 19).replace(DASH_CENTS, '');
    // A code that is also a word ("PEN", "TRY") says nothing here.
    if (WORD_CODES.has(sign)) continue;
    // A code glued to digits that run on into more of a name is a model's ("Philips BHD302/30",
    // "BHD302A"): Latin letters right after them, or more digits after a slash or a dash. Not a unit
    // after a slash ("USD1.85/piece"), nor the words of a language written without spaces
    // ("現售HKD3180包順豐送貨", "售價TWD1280元含運").
    if (/^[A-Z]{3}$/.test(sign) && !/\s/.test(match[0]) && /^(?:[/-]\d|[A-Za-z\d])/.test(text.slice(end))) continue;
    if (NOT_THE_PRICE_BEFORE.test(before) || NOT_THE_PRICE_AFTER.test(after) || (THRESHOLD_BEFORE.test(before) && THRESHOLD_AFTER.test(after)) || /[-–—]\s?\S{0,3}\s?$/.test(before) || /^\s?[-–—]\s?\S{0,3}\s?\d/.test(after)) continue;
    const currency = AMBIGUOUS_SIGNS.has(sign) ? detectCurrency(sign, host, { ambiguous: false }) : detectCurrency(sign, host);
    // Read as the page's price text reads it: a dinar's three decimals ("BHD 14.500") are no thousands.
    const amount = parseAmount(number, currency !== undefined && THOUSANDTHS.has(currency));
    if (amount === undefined || !(Number(amount) > 0)) continue;
    found.push({ amount, ...(currency ? { currency } : {}) });
  }
  return found;
}

/**
 * The price a page's description states ("… für 119,01€", "直購價：$294"), kept only when it states
 * one amount as a price (free-delivery thresholds, shipping fees, "from" and "up to" amounts left
 * out) and the page prints that amount as a price too, not crossed out nor before tax. Shops write
 * the description from the product's record, so it says what the product costs when the page's own
 * markup does not.
 */
export function fromDescriptionPrice(options: { $: CheerioAPI; url: URL; crossedOut?: ReadonlySet<number> }): ProductFields {
  const { $, url, crossedOut } = options;
  const host = currencyHost($, url);
  const descriptions = [metaContent($, 'og:description'), metaContent($, 'description'), metaContent($, 'twitter:description')].filter((text): text is string => Boolean(text));
  const stated = descriptions.flatMap((text) => statedPrices(asciiDigits(text), host)).filter((p) => !crossedOut?.has(amountValue(p.amount) ?? -1));
  const [first] = stated;
  if (!first || new Set(stated.map((p) => amountValue(p.amount))).size !== 1) return {};
  const currencies = new Set(stated.flatMap((p) => p.currency ?? []));
  if (currencies.size > 1) return {};
  const [named] = currencies;
  const printed = findPrintedPrice(shownText($, { outsideCards: true }), first.amount, host, named);
  if (!printed || (named && printed.currency && printed.currency !== named)) return {};
  const currency = named ?? printed.currency;
  return { price: first.amount, ...(currency ? { currency } : {}) };
}

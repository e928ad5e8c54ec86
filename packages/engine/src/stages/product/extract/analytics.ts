import type { CheerioAPI } from 'cheerio';
import { normalizeCurrencyCode } from './currency';
import { amountValue, parseStructuredPrice } from './parse-price';
import type { ProductFields } from './types';

// Shops tell their analytics tags which product a page shows and at what price: Meta's pixel
// (fbq 'ViewContent'), Google's gtag and dataLayer (GA4 'view_item', Universal Analytics' Enhanced
// Ecommerce 'detail') and Google Ads remarketing parameters on a product page. Each pattern finds
// where such a report starts; the object after it holds the price.
const REPORTS: { start: RegExp; keys: string[] }[] = [
  { start: /fbq\(\s*['"]track['"]\s*,\s*['"]ViewContent['"]\s*,/g, keys: ['value'] },
  { start: /gtag\(\s*['"]event['"]\s*,\s*['"]view_item['"]\s*,/g, keys: ['value', 'price'] },
  { start: /['"]?event['"]?\s*:\s*['"]view_item['"]/g, keys: ['value', 'price'] },
  { start: /['"]detail['"]\s*:\s*(?=\{)/g, keys: ['price'] },
];
// Remarketing parameters name the page type beside the value, in either order.
const REMARKETING_PRODUCT_PAGE = /\b(?:ecomm|dynx)_pagetype['"]?\s*[:=]\s*['"](?:product|offerdetail)['"]/;
const REMARKETING_VALUE = /\b(?:ecomm_totalvalue|dynx_totalvalue)['"]?\s*[:=]\s*(['"]?)(\d+(?:\.\d+)?)\1/;
// A currency printed beside an amount: a sign, or a code in capitals ("USD", "Rs", "kr"…).
const CURRENCY_SIGN = /[$€£¥₹₽₺₩₪₴₸₫元円]|zł|Kč|тг|руб|грн|\b(?:[A-Z]{3}|Rs\.?|kr|kn|Kn|lei|Lei|Ft)\b/;
const CURRENCY_KEY = /['"]?(?:currency|currencyCode|priceCurrency)['"]?\s*:\s*['"]([A-Za-z]{3})['"]/;

/** The object literal starting at the first "{" at or after `from` (strings skipped), or '' when unbalanced. */
function objectAt(text: string, from: number): string {
  const open = text.indexOf('{', from);
  if (open < 0 || open - from > 200) return '';
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length && i - open < 8000; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return '';
}

// The first literal amount under one of the keys ("value: 29", "'price': '44890'"); an expression
// (a tag manager macro, a variable) is not a price we can read.
function literalAmount(object: string, keys: string[]): string | undefined {
  for (const key of keys) {
    const match = new RegExp(`['"]?\\b${key}['"]?\\s*:\\s*(['"]?)(\\d+(?:\\.\\d+)?)\\1\\s*[,}\\n]`).exec(object);
    const amount = match ? parseStructuredPrice(match[2]) : undefined;
    if (amount !== undefined && Number(amount) > 0) return amount;
  }
  return undefined;
}

interface Reported {
  amount: string;
  currency?: string;
}

function reportedPrices(script: string, host: string): Reported[] {
  const found: Reported[] = [];
  for (const { start, keys } of REPORTS) {
    for (const match of script.matchAll(start)) {
      const object = objectAt(script, (match.index ?? 0) + match[0].length);
      const amount = literalAmount(object, keys);
      if (amount) found.push({ amount, currency: normalizeCurrencyCode(CURRENCY_KEY.exec(object)?.[1], host) });
    }
  }
  if (REMARKETING_PRODUCT_PAGE.test(script)) {
    const amount = parseStructuredPrice(REMARKETING_VALUE.exec(script)?.[2]);
    if (amount !== undefined && Number(amount) > 0) found.push({ amount });
  }
  return found;
}

/** The page's text as a visitor reads it: no scripts, styles or templates. */
function visibleText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  return body.text().replace(/\s+/g, ' ');
}

// The amount as shops print it: thousands grouped or not, any decimal mark, whole amounts with or
// without ",00"/".-", and a currency sign or code within a few characters.
function printedPattern(amount: string): RegExp {
  const [whole = '', fraction = ''] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "[.,'’\\s\\u00a0\\u202f]?");
  const cents = fraction ? `[.,]${fraction.padEnd(2, '0')}` : `(?:[.,](?:00|[-–]{1,2}))?`;
  return new RegExp(`(?<![\\d.,])${grouped}${cents}(?![\\d]|[.,]\\d)`, 'g');
}

/** Whether the amount is printed on the page as a price: with a currency mark right before or after it. */
export function isPrintedPrice(text: string, amount: string): boolean {
  for (const match of text.matchAll(printedPattern(amount))) {
    const index = match.index ?? 0;
    const around = `${text.slice(Math.max(0, index - 5), index)} ${text.slice(index + match[0].length, index + match[0].length + 5)}`;
    if (CURRENCY_SIGN.test(around)) return true;
  }
  return false;
}

/**
 * The price the page reports to its analytics tags, kept only when the page also prints that amount
 * as a price: a tag's value can be a bundle, a cart or a price before tax, and what the visitor is
 * shown is what counts. Several reports must agree.
 */
export function fromAnalytics(options: { $: CheerioAPI; url: URL }): ProductFields {
  const { $, url } = options;
  const scripts = $('script:not([src])')
    .toArray()
    .filter((el) => !/json/i.test($(el).attr('type') ?? ''))
    .map((el) => $(el).text());
  const reports = scripts.flatMap((script) => reportedPrices(script, url.hostname));
  if (reports.length === 0) return {};
  const text = visibleText($);
  const shown = reports.filter((report) => isPrintedPrice(text, report.amount));
  const amounts = new Set(shown.map((report) => amountValue(report.amount)));
  const [chosen] = shown;
  if (!chosen || amounts.size !== 1) return {};
  return { price: chosen.amount, currency: shown.find((report) => report.currency)?.currency };
}

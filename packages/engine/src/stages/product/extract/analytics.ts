import type { CheerioAPI } from 'cheerio';
import { currencyHost, normalizeCurrencyCode } from './currency';
import { amountValue, parseStructuredPrice } from './parse-price';
import { findPrintedPrice, shownText } from './printed-price';
import type { ProductFields } from './types';

// Shops tell their analytics tags which product a page shows and at what price: Meta's pixel
// (fbq 'ViewContent'), Google's gtag and dataLayer (GA4 'view_item', Universal Analytics' Enhanced
// Ecommerce 'detail' with its products) and Google Ads remarketing parameters on a product page.
// Each pattern finds where such a report starts; the object literal right after it holds the price.
const REPORTS: { start: RegExp; keys: string[]; needs?: RegExp }[] = [
  { start: /fbq\(\s*['"]track['"]\s*,\s*['"]ViewContent['"]\s*,/g, keys: ['value'] },
  { start: /gtag\(\s*['"]event['"]\s*,\s*['"]view_item['"]\s*,/g, keys: ['value', 'price'] },
  { start: /['"]?event['"]?\s*:\s*['"]view_item['"]/g, keys: ['value', 'price'] },
  { start: /['"]detail['"]\s*:\s*(?=\{)/g, keys: ['price'], needs: /['"]?products['"]?\s*:/ },
];
// Remarketing parameters: a product page type and its value, in one object, in either order.
const REMARKETING = /\b(?:ecomm|dynx)_pagetype['"]?\s*[:=]\s*['"](?:product|offerdetail)['"]/g;
const REMARKETING_VALUE = /\b(?:ecomm_totalvalue|dynx_totalvalue)['"]?\s*:\s*(['"]?)(\d+(?:\.\d+)?)\1\s*[,}\n]/;
const CURRENCY_KEY = /['"]?(?:currency|currencyCode|priceCurrency)['"]?\s*:\s*['"]([A-Za-z]{3})['"]/;
// Only scripts that speak to one of these tags are read, and only so many reports in each.
const TAGS = /fbq\(|gtag\(|dataLayer|_pagetype|['"]detail['"]/;
const MAX_REPORTS = 20;
// What may sit between a report's start and its object: "fbq('track', 'ViewContent', {" or
// '"event":"view_item","ecommerce":{'. A statement's or call's end means the object is another one.
const BETWEEN = /^[^;(){}[\]]{0,200}$/;

/** The object literal opening at the first "{" after `from`, strings and comments skipped; '' when there is none there or it never closes. */
function objectAt(text: string, from: number): string {
  const open = text.indexOf('{', from);
  if (open < 0 || !BETWEEN.test(text.slice(from, open))) return '';
  let depth = 0;
  for (let i = open; i < text.length && i - open < 8000; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++;
    } else if (char === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i < 0) return '';
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) return '';
      i++;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return '';
}

// The first literal amount under one of the keys ("value: 29", "'price': '44890'"), as a key of its
// own ("list_price" is not "price"). An expression (a tag manager macro, a variable) is no price we
// can read, nor is an amount a comma cuts ("value: 1,299.00" printed by a template), nor one with
// three decimals ("1.299" is a thousand and more in half the world).
function literalAmount(object: string, keys: string[]): string | undefined {
  for (const key of keys) {
    const match = new RegExp(`(?:^|[{,\\s])['"]?${key}['"]?\\s*:\\s*(['"]?)(\\d+(?:\\.\\d{1,2})?)\\1\\s*(?:[}\\n]|,(?!\\s*\\d))`).exec(object);
    const amount = match ? parseStructuredPrice(match[2]) : undefined;
    if (amount !== undefined && Number(amount) > 0) return amount;
  }
  return undefined;
}

interface Reported {
  amount: string;
  currency?: string;
}

function report(object: string, keys: string[], host: string): Reported[] {
  const amount = literalAmount(object, keys);
  return amount ? [{ amount, ...(CURRENCY_KEY.test(object) ? { currency: normalizeCurrencyCode(CURRENCY_KEY.exec(object)?.[1], host) } : {}) }] : [];
}

function reportedPrices(script: string, host: string): Reported[] {
  if (!TAGS.test(script)) return [];
  const found: Reported[] = [];
  for (const { start, keys, needs } of REPORTS) {
    for (const match of [...script.matchAll(start)].slice(0, MAX_REPORTS)) {
      const object = objectAt(script, (match.index ?? 0) + match[0].length);
      if (object && (!needs || needs.test(object))) found.push(...report(object, keys, host));
    }
  }
  for (const match of [...script.matchAll(REMARKETING)].slice(0, MAX_REPORTS)) {
    // The object the page type sits in: the nearest "{" before it that the object closes after it.
    const index = match.index ?? 0;
    const open = script.lastIndexOf('{', index);
    const object = open >= 0 && index - open < 1000 ? objectAt(script, open) : '';
    if (object.length > index - open) {
      const amount = parseStructuredPrice(REMARKETING_VALUE.exec(object)?.[2]);
      if (amount !== undefined && Number(amount) > 0) found.push({ amount });
    }
  }
  return found;
}

/**
 * The price the page reports to its analytics tags, kept only when the page also prints that amount
 * as a price, not crossed out and not before tax, in the currency the tag names: a tag's value can
 * be a bundle, a cart, a list price or a price before tax, and what the visitor is shown is what
 * counts. Several reports must agree.
 */
export function fromAnalytics(options: { $: CheerioAPI; url: URL; crossedOut?: ReadonlySet<number> }): ProductFields {
  const { $, url, crossedOut } = options;
  const scripts = $('script:not([src])')
    .toArray()
    .filter((el) => !/json/i.test($(el).attr('type') ?? ''))
    .map((el) => $(el).text());
  const host = currencyHost($, url);
  const reports = scripts.flatMap((script) => reportedPrices(script, host)).filter((r) => !crossedOut?.has(amountValue(r.amount) ?? -1));
  if (reports.length === 0) return {};
  const text = shownText($, { outsideCards: true });
  const shown = reports.flatMap((r) => {
    const printed = findPrintedPrice(text, r.amount, host, r.currency);
    if (!printed || (r.currency && printed.currency && r.currency !== printed.currency)) return [];
    return [{ amount: r.amount, currency: r.currency ?? printed.currency }];
  });
  const [chosen] = shown;
  if (!chosen || new Set(shown.map((r) => amountValue(r.amount))).size !== 1) return {};
  const currency = shown.find((r) => r.currency)?.currency;
  return { price: chosen.amount, ...(currency ? { currency } : {}) };
}
